import { abi as dnssec } from '@ensdomains/dnssec-oracle/build/contracts/DNSSECImpl.json'
import { abi as owned } from '@ensdomains/dnssec-oracle/build/contracts/Owned.json'
import { describe, expect, it } from 'vitest'
import { findVerifiedSourceStory, VERIFIED_SOURCE_CASES } from '../../mocks/fixtures/verified-source-stories.ts'
import { answerSourcify } from '../../mocks/sourcify-answers.ts'
import { renderLinkPreview, type FetchJson } from './render.ts'

const PAGE = '<!doctype html><html><head><meta name="description" content="generic" /><title>Chainview</title></head><body></body></html>'
const ORIGIN = 'https://chainview.example'
const SOURCIFY = '/proxy/sourcify'

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

/** This server's proxy as the preview asks it: the transaction from the fixtures, Sourcify from its stand-in (or down). */
function proxy(hash: string, sourcify: 'up' | 'down', asked: string[] = []): FetchJson {
  const fixture = findVerifiedSourceStory(hash)!
  return async (path) => {
    asked.push(path)
    if (!path.startsWith(SOURCIFY)) return { status: 200, body: JSON.parse(JSON.stringify({ ...fixture.transaction, internal_transactions: [] })) as unknown }
    if (sourcify === 'down') return { status: 502, body: { message: 'The upstream data service could not be reached' } }
    const url = new URL(path, ORIGIN)
    const answer = answerSourcify(url.pathname.slice(SOURCIFY.length), url.searchParams, { dnssec, owned })
    return { status: answer.status, body: JSON.parse(answer.body) as unknown }
  }
}

describe('a shared link to a transaction the offline index cannot name', () => {
  it('names its call from the verified ABI, asked through the proxy within the wait', async () => {
    const hash = VERIFIED_SOURCE_CASES.verifiedCall
    const asked: string[] = []
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${hash}`, proxy(hash, 'up', asked), { waitMs: 2_000 })
    expect(titleOf(html)).toMatch(/setAlgorithm/)
    expect(asked.filter((path) => path.startsWith(SOURCIFY))).toContain(
      `${SOURCIFY}/v2/contract/1/${findVerifiedSourceStory(hash)!.transaction.to_address}?fields=abi%2Ccompilation%2CproxyResolution`,
    )
  })

  it('names a proxy’s call from its implementation', async () => {
    const hash = VERIFIED_SOURCE_CASES.proxyCall
    expect(titleOf(await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${hash}`, proxy(hash, 'up'), { waitMs: 2_000 }))).toMatch(/setDigest/)
  })

  it('says what the offline index says when Sourcify is down', async () => {
    const hash = VERIFIED_SOURCE_CASES.verifiedCall
    const down = await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${hash}`, proxy(hash, 'down'), { waitMs: 2_000 })
    expect(titleOf(down)).not.toMatch(/setAlgorithm/)
    expect(titleOf(down)).toMatch(/^.+ · Transaction 0x.{4}….{4} · Ethereum$/)
  })
})
