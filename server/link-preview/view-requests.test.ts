import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchErc20Transfers } from '../../src/api/erc20-transfers.ts'
import { fetchNftCollection } from '../../src/api/nft-collection.ts'
import { fetchNft } from '../../src/api/nft.ts'
import { fetchSolanaPairs } from '../../src/api/solana-pairs.ts'
import { fetchTopMovers } from '../../src/api/top-movers.ts'
import { fetchTransaction } from '../../src/api/transaction.ts'
import { recognizeView } from '../../src/deep-links/recognize-view.ts'
import { previewRequestPath } from './view-requests.ts'

const GATEWAY = 'https://gateway.example/ipfs/'
const HASH = `0x${'9f'.repeat(32)}`
const TOKEN = '0x6b175474e89094c44da98b954eedeac495271d0f'
const SOL = 'So11111111111111111111111111111111111111112'

/** The URL the app's own client requests for a call, so a preview can share the proxy's cache with the page. */
async function clientUrl(call: () => Promise<unknown>): Promise<string> {
  const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }))
  vi.stubGlobal('fetch', fetchSpy)
  await call().catch(() => undefined)
  return String((fetchSpy.mock.calls[0] as unknown[] | undefined)?.[0])
}

const previewPath = (path: string, search = '') => previewRequestPath(recognizeView(path, search), GATEWAY)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('previewRequestPath', () => {
  it('asks for exactly what each page asks for first', async () => {
    expect(previewPath(`/eth/tx/${HASH}`)).toBe(await clientUrl(() => fetchTransaction({ chain: 'eth', hash: HASH, include: 'internal_transactions' })))
    expect(previewPath(`/eth/tx/${HASH}`, '?internal=false')).toBe(await clientUrl(() => fetchTransaction({ chain: 'eth', hash: HASH })))
    expect(previewPath(`/polygon/token/${TOKEN}`, '?order=ASC&limit=25&from_block=100')).toBe(
      await clientUrl(() => fetchErc20Transfers({ chain: 'polygon', address: TOKEN, from_block: '100', order: 'ASC', limit: 25 }, null)),
    )
    expect(previewPath(`/eth/nft/${TOKEN}/0x1d47`, '?format=hex')).toBe(
      await clientUrl(() => fetchNft({ chain: 'eth', address: TOKEN, tokenId: '0x1d47', format: 'hex', normalizeMetadata: true, media_items: true })),
    )
    expect(previewPath(`/eth/collection/${TOKEN}`, '?include_prices=true')).toBe(
      await clientUrl(() => fetchNftCollection({ chain: 'eth', address: TOKEN, include_prices: true })),
    )
    expect(previewPath('/market/top-movers')).toBe(await clientUrl(() => fetchTopMovers()))
    expect(previewPath(`/solana/mainnet/token/${SOL}/pairs`, '?limit=10')).toBe(
      await clientUrl(() => fetchSolanaPairs({ network: 'mainnet', address: SOL, limit: 10 }, null)),
    )
  })

  it('asks for nothing for an unusable link or a view that the URL names well enough', () => {
    expect(previewPath('/eth/tx/0x1')).toBeNull()
    expect(previewPath(`/eth/token/${TOKEN}`, '?limit=0')).toBeNull()
    expect(previewPath('/market/top-movers', '?refresh=never')).toBeNull()
    expect(previewPath(`/eth/wallet/${TOKEN}/nft-transfers`)).toBeNull()
    expect(previewPath('/settings')).toBeNull()
  })
})
