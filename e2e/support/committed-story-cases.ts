import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATA_SETS, dataSetNames } from '../../server/data-sets.mjs'
import type { KnowledgeShard } from '../../src/lib/tx-story/knowledge'
import { storyKindCases } from '../../src/lib/tx-story/stories/all-cases'
import { listedAddressIn } from '../../src/lib/tx-story/stories/case-contracts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const KNOWLEDGE = join(ROOT, DATA_SETS.find(({ folder }) => folder === 'knowledge-shards')!.source)

/** The committed knowledge shards by name, read as files: Playwright's loader imports neither JSON nor `import.meta.glob`. */
const shards = new Map(dataSetNames(KNOWLEDGE).map((name) => [name, JSON.parse(readFileSync(join(KNOWLEDGE, `${name}.json`), 'utf8')) as KnowledgeShard]))

/** The stories' cases with the addresses the committed knowledge lists, as the unit tests and the fixture API make them. */
export const COMMITTED_STORY_CASES = storyKindCases(listedAddressIn(shards))
