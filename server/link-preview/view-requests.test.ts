import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchErc20Transfers } from '../../src/api/erc20-transfers.ts'
import { fetchNftCollection } from '../../src/api/nft-collection.ts'
import { fetchNftTransfers } from '../../src/api/nft-transfers.ts'
import { fetchNft } from '../../src/api/nft.ts'
import { fetchSolanaPairs } from '../../src/api/solana-pairs.ts'
import { fetchTrendingTokens } from '../../src/api/trending-tokens.ts'
import { fetchTransaction } from '../../src/api/transaction.ts'
import { matchView } from '../../src/views/match-view.ts'
import { firstRequestPath, summarizeFromData, type JsonAnswer } from './view-requests.ts'

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

function firstPath(path: string, search = ''): string | null {
  const matched = matchView(path, search)
  return matched ? firstRequestPath(matched) : null
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('firstRequestPath', () => {
  it('asks for exactly what each page asks for first', async () => {
    expect(firstPath(`/eth/tx/${HASH}`)).toBe(await clientUrl(() => fetchTransaction({ chain: 'eth', hash: HASH, include: 'internal_transactions' })))
    expect(firstPath(`/eth/tx/${HASH}`, '?internal=false')).toBe(await clientUrl(() => fetchTransaction({ chain: 'eth', hash: HASH })))
    expect(firstPath(`/polygon/token/${TOKEN}`, '?order=ASC&limit=25&from_block=100')).toBe(
      await clientUrl(() => fetchErc20Transfers({ chain: 'polygon', address: TOKEN, from_block: '100', order: 'ASC', limit: 25 }, null)),
    )
    expect(firstPath(`/eth/nft/${TOKEN}/0x1d47`, '?format=hex')).toBe(
      await clientUrl(() => fetchNft({ chain: 'eth', address: TOKEN, tokenId: '0x1d47', format: 'hex', normalizeMetadata: true, media_items: true })),
    )
    expect(firstPath(`/eth/collection/${TOKEN}`, '?include_prices=true')).toBe(
      await clientUrl(() => fetchNftCollection({ chain: 'eth', address: TOKEN, include_prices: true })),
    )
    expect(firstPath(`/eth/wallet/${TOKEN}/nft-transfers`, '?format=hex&from_block=100')).toBe(
      await clientUrl(() => fetchNftTransfers({ chain: 'eth', address: TOKEN, from_block: '100', format: 'hex' }, null)),
    )
    expect(firstPath('/market/top-movers')).toBe(await clientUrl(() => fetchTrendingTokens({ limit: 100 })))
    expect(firstPath('/market/top-movers', '?chain=solana&window=1h')).toBe(await clientUrl(() => fetchTrendingTokens({ chain: 'solana', limit: 100 })))
    expect(firstPath(`/solana/mainnet/token/${SOL}/pairs`, '?limit=10')).toBe(
      await clientUrl(() => fetchSolanaPairs({ network: 'mainnet', address: SOL, limit: 10 }, null)),
    )
  })

  it('asks for nothing for an unusable link or a page without data', () => {
    expect(firstPath('/eth/tx/0x1')).toBeNull()
    expect(firstPath(`/eth/token/${TOKEN}`, '?limit=0')).toBeNull()
    expect(firstPath('/market/top-movers', '?refresh=never')).toBeNull()
    expect(firstPath(`/eth/wallet/0x12/nft-transfers`)).toBeNull()
    expect(firstPath('/settings')).toBeNull()
    expect(firstPath(`/rpc/eth/block/${HASH}/tx/0`)).toBeNull()
  })
})

describe('summarizeFromData', () => {
  const movers = {
    gainers: [{ token_symbol: 'PEPE', price_24h_percent_change: '35.2' }],
    losers: [{ token_symbol: 'APE', price_24h_percent_change: '-18.44' }],
  }
  const trending = [
    { chainId: 'solana', symbol: 'BONK', pricePercentChange: { '24h': '412.1' } },
    { chainId: '0x2105', symbol: 'BRETT', pricePercentChange: { '24h': '-9' } },
  ]
  const provider = (answers: Record<string, JsonAnswer>) => async (path: string) => answers[path.split('?')[0]!] ?? { status: 404, body: null }
  const board = matchView('/market/top-movers', '')!
  const summarize = (answers: Record<string, JsonAnswer>) =>
    summarizeFromData(board, { gateway: 'https://ipfs.io/ipfs/' }, provider(answers), new AbortController().signal)

  it('names the trending board’s top gainer and loser', async () => {
    const summary = await summarize({ '/proxy/evm/api/v2.2/tokens/trending': { status: 200, body: trending } })
    expect(summary?.description).toContain('Top gainer: BONK +412.10%. Top loser: BRETT -9.00%.')
  })

  it('asks the movers board where the provider answers trending tokens with 404', async () => {
    const summary = await summarize({ '/proxy/evm/api/v2.2/market-data/erc20s/top-movers': { status: 200, body: movers } })
    expect(summary?.description).toContain('on Ethereum over 24 hours. Top gainer: PEPE +35.20%. Top loser: APE -18.44%.')
  })

  it('says nothing of movers when neither operation is there', async () => {
    expect((await summarize({}))?.description).toBe('The tokens with the largest price moves over 24 hours, refreshed live.')
  })
})
