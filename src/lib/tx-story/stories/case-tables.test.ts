import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CASE_TABLES_FILE, renderCaseTables } from '../../../../scripts/build-story-case-tables.mjs'
import { COMMITTED_STORY_CASES } from '../test-support/committed-story-cases'
import { STORIES } from './teller'

describe('the stories’ tables of cases', () => {
  it('are listed as the *.cases.ts files beside them are (npm run generate:story-cases)', () => {
    expect(readFileSync(CASE_TABLES_FILE, 'utf8')).toBe(renderCaseTables())
  })

  it('cover every story, one table each', () => {
    expect(COMMITTED_STORY_CASES.tables.map(({ kind }) => kind).sort()).toEqual(STORIES.map(({ kind }) => kind).sort())
  })
})
