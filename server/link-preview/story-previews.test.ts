import { describe, expect, it, vi } from 'vitest'
import { COMMITTED_STORY_CASES } from '../../src/lib/tx-story/test-support/committed-story-cases.ts'
import { renderLinkPreview, type FetchJson } from './render.ts'

const PAGE = '<!doctype html><html><head><meta name="description" content="generic" /><title>Chainview</title></head><body></body></html>'
const ORIGIN = 'https://chainview.example'

const metaOf = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]

describe('a shared link to a story’s transaction', () => {
  it.each(COMMITTED_STORY_CASES.cases.filter((storyCase) => storyCase.e2e))('unfurls $kind: $name with the line the page shows', async ({ hash, line }) => {
    const fixture = COMMITTED_STORY_CASES.find(hash)!
    const fetchJson: FetchJson = vi.fn(async () => ({
      status: 200,
      body: JSON.parse(JSON.stringify({ ...fixture.transaction, internal_transactions: fixture.internal })) as unknown,
    }))
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${hash}`, fetchJson)
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${line} · Transaction ${hash.slice(0, 6)}…${hash.slice(-4)} · Ethereum`)
    expect(metaOf(html, 'og:description')).toMatch(new RegExp(`^Success: ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. From `))
  })
})
