import { describe, expect, it, vi } from 'vitest'
import { nft as standInNft, STAND_IN, transaction as standInTransaction } from '../../e2e/support/stand-in-data.ts'
import { STORY_CASES } from '../../mocks/fixtures/story-cases.ts'
import { findStoryTransaction } from '../../mocks/fixtures/transaction-stories.ts'
import { isViewPage, renderLinkPreview, type FetchJson } from './render.ts'

const PAGE = '<!doctype html><html><head><meta name="description" content="generic" /><title>Chainview</title></head><body></body></html>'
const ORIGIN = 'https://chainview.example'
const GATEWAY = 'https://gateway.example/ipfs/'

const answering = (status: number, body: unknown): FetchJson => vi.fn(async () => ({ status, body: JSON.parse(JSON.stringify(body)) as unknown }))

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

function metaOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]
}

describe('renderLinkPreview', () => {
  it('names a transaction by its data, asking the proxy for the same URL the page asks for', async () => {
    const fetchJson = answering(200, standInTransaction)
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${STAND_IN.txHash}`, fetchJson)
    expect(fetchJson).toHaveBeenCalledWith(
      `/proxy/evm/api/v2.2/transaction/${STAND_IN.txHash}?chain=eth&include=internal_transactions`,
      expect.any(AbortSignal),
    )
    expect(titleOf(html)).toBe('Sent 1 ETH to 0x57a4…0721 · Transaction 0x57a4…d1e0 · Ethereum')
    expect(metaOf(html, 'og:title')).toBe('Sent 1 ETH to 0x57a4…0721 · Transaction 0x57a4…d1e0 · Ethereum')
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/eth/tx/${STAND_IN.txHash}`)
  })

  it('names the call a failed transaction tried by the signature index, as the page does', async () => {
    const failed = findStoryTransaction(STORY_CASES.failedSwap)!
    const html = await renderLinkPreview(
      PAGE,
      `${ORIGIN}/eth/tx/${STORY_CASES.failedSwap}`,
      answering(200, { ...failed.transaction, internal_transactions: failed.internal }),
    )
    expect(titleOf(html)).toMatch(/^Failed: exactInputSingle on /)
    expect(metaOf(html, 'og:description')).toMatch(/^Failed: exactInputSingle on /)
  })

  it('names a stand-in NFT by its metadata name and collection', async () => {
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/nft/${STAND_IN.nftContract}/7`, answering(200, standInNft))
    expect(titleOf(html)).toBe(`${STAND_IN.nftName} · ${STAND_IN.collectionName}`)
  })

  it('gives an ipfs image through the configured gateway, and no og:image for an http one', async () => {
    const withIpfs = { ...standInNft, metadata: JSON.stringify({ name: 'Ape', image: 'ipfs://QmApe/7.png' }) }
    const ipfs = await renderLinkPreview(PAGE, `${ORIGIN}/eth/nft/${STAND_IN.nftContract}/7`, answering(200, withIpfs), { ipfsGateway: GATEWAY })
    expect(metaOf(ipfs, 'og:image')).toBe(`${GATEWAY}QmApe/7.png`)
    const withHttp = { ...standInNft, metadata: JSON.stringify({ name: 'Ape', image: 'http://insecure.example/7.png' }) }
    const http = await renderLinkPreview(PAGE, `${ORIGIN}/eth/nft/${STAND_IN.nftContract}/7`, answering(200, withHttp), { ipfsGateway: GATEWAY })
    expect(metaOf(http, 'og:image')).toBeUndefined()
  })

  it('sends no request for a malformed link or a page without data, and names it from the URL', async () => {
    const fetchJson = answering(200, {})
    expect(titleOf(await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/0x123`, fetchJson))).toBe('Invalid transaction link · Chainview')
    expect(titleOf(await renderLinkPreview(PAGE, `${ORIGIN}/mars/nft/${STAND_IN.nftContract}/7`, fetchJson))).toBe('Unknown chain “mars” · Chainview')
    expect(titleOf(await renderLinkPreview(PAGE, `${ORIGIN}/settings`, fetchJson))).toBe('Settings · Chainview')
    expect(titleOf(await renderLinkPreview(PAGE, `${ORIGIN}/eth/wallet/${STAND_IN.wallet}/nft-transfers`, fetchJson))).toBe(
      'NFT transfers of 0x57a4…0a11 · Ethereum',
    )
    expect(fetchJson).not.toHaveBeenCalled()
  })

  it('waits only the given time, then sends the title from the URL and aborts the request', async () => {
    let aborted = false
    const never: FetchJson = (_path, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true
          reject(signal.reason)
        })
      })
    const started = Date.now()
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/tx/${STAND_IN.txHash}`, never, { waitMs: 30 })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(titleOf(html)).toBe('Transaction 0x57a4…d1e0 · Ethereum')
    expect(aborted).toBe(true)
  })

  it('says "not found" for a 404, and keeps the URL title for a failure that may pass, a body of the wrong shape or a request that throws', async () => {
    const url = `${ORIGIN}/eth/tx/${STAND_IN.txHash}`
    expect(titleOf(await renderLinkPreview(PAGE, url, answering(404, { message: 'not found' })))).toBe('Transaction not found · Ethereum')
    expect(titleOf(await renderLinkPreview(PAGE, url, answering(502, { message: 'bad gateway' })))).toBe('Transaction 0x57a4…d1e0 · Ethereum')
    expect(titleOf(await renderLinkPreview(PAGE, url, answering(429, { message: 'slow down' })))).toBe('Transaction 0x57a4…d1e0 · Ethereum')
    expect(titleOf(await renderLinkPreview(PAGE, url, answering(200, { hash: 42, logs: 'no' })))).toBe('Transaction 0x57a4…d1e0 · Ethereum')
    const failing: FetchJson = () => Promise.reject(new Error('connection refused'))
    expect(titleOf(await renderLinkPreview(PAGE, url, failing))).toBe('Transaction 0x57a4…d1e0 · Ethereum')
  })

  it('keeps hostile data escaped in the page', async () => {
    const hostile = {
      ...standInNft,
      name: '"><script>window.__pwned=true</script>',
      metadata: JSON.stringify({ name: '</title><img src=x onerror=alert(1)>' }),
    }
    const html = await renderLinkPreview(PAGE, `${ORIGIN}/eth/nft/${STAND_IN.nftContract}/7`, answering(200, hostile))
    expect(html).not.toMatch(/<script>|<img/)
    expect(titleOf(html)).toBe('&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt; · &quot;&gt;&lt;script&gt;window.__pwned=true&lt;/script&gt;')
  })
})

describe('isViewPage', () => {
  it('is true for the views and false for assets and unknown paths', () => {
    expect(isViewPage('/', '')).toBe(true)
    expect(isViewPage('/market/top-movers', '')).toBe(true)
    expect(isViewPage('/eth/tx/0x1', '')).toBe(true)
    expect(isViewPage('/assets/index-abc.js', '')).toBe(false)
    expect(isViewPage('/favicon.svg', '')).toBe(false)
    expect(isViewPage('/src/main.tsx', '')).toBe(false)
  })
})
