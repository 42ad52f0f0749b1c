// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { HOSTILE } from '../../mocks/fixtures/random'
import { EXAMPLE_SOLANA_TOKEN, SOLANA_PAIR_CASES, SOLANA_PAIR_COUNTS } from '../../mocks/fixtures/solana-pairs'
import { SOLANA_PAIRS_PAGE_SIZE } from '../../mocks/handlers/solana-pairs'
import { SCENARIO_ADDRESSES } from '../../mocks/scenarios'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { fetchSolanaPairs, type SolanaPair, type SolanaPairsParams } from './solana-pairs'

startFixtureServer()

const example: SolanaPairsParams = { network: 'mainnet', address: EXAMPLE_SOLANA_TOKEN }

async function allPairs(params: SolanaPairsParams): Promise<{ pairs: SolanaPair[]; sizes: number[]; cursors: (string | null)[] }> {
  const pairs: SolanaPair[] = []
  const sizes: number[] = []
  const cursors: (string | null)[] = []
  let cursor: string | null = null
  do {
    const page = await fetchSolanaPairs(params, cursor)
    pairs.push(...page.items)
    sizes.push(page.items.length)
    cursors.push(page.cursor)
    cursor = page.cursor
  } while (cursor && cursors.length < 20)
  return { pairs, sizes, cursors }
}

describe('Solana token pairs', () => {
  it('pages the example token 10 pairs at a time through three pages, the last with a null cursor', async () => {
    const { pairs, sizes, cursors } = await allPairs(example)
    expect(SOLANA_PAIRS_PAGE_SIZE).toBe(10)
    expect(sizes).toEqual([10, 10, SOLANA_PAIR_COUNTS.mainnet - 20])
    expect(cursors.at(-1)).toBeNull()
    expect(new Set(pairs.map((pair) => pair.pairAddress)).size).toBe(SOLANA_PAIR_COUNTS.mainnet)
    const { body } = await fetchRaw(`${TEST_API_CONFIG.bases.solana}/token/mainnet/${EXAMPLE_SOLANA_TOKEN}/pairs?limit=50`)
    expect(body).toMatchObject({ cursor: null, pageSize: 50, page: 0 })
  })

  it('honours the limit parameter', async () => {
    const page = await fetchSolanaPairs({ ...example, limit: 4 }, null)
    expect(page.items).toHaveLength(4)
    expect(page.pageSize).toBe(4)
    expect(page.cursor).not.toBeNull()
  })

  it('reads JSON number prices and liquidity as decimal text, keeping a large liquidity exact', async () => {
    const { body } = await fetchRaw(`${TEST_API_CONFIG.bases.solana}/token/mainnet/${EXAMPLE_SOLANA_TOKEN}/pairs`)
    expect(typeof (body as { pairs: { usdPrice: unknown }[] }).pairs[0]?.usdPrice).toBe('number')
    const [top] = (await fetchSolanaPairs(example, null)).items
    expect(top?.liquidityUsd).toBe('14873220.57')
    expect(Number(top?.usdPrice)).toBeGreaterThan(0.00001)
    expect(Number(top?.usdPrice)).toBeLessThan(0.0001)
    expect(top?.usdPrice24hrPercentChange).toMatch(/^-?\d+(\.\d+)?$/)
    expect(top?.usdPrice24hrUsdChange).toMatch(/^-?\d+(\.\d+)?(e-?\d+)?$/)
  })

  it('keeps symbols with trailing spaces, null logos and null exchange names as the service sends them', async () => {
    const { pairs } = await allPairs(example)
    const tokens = pairs.flatMap((pair) => pair.pair)
    expect(tokens.some((token) => token.tokenSymbol === SOLANA_PAIR_CASES.paddedSymbol)).toBe(true)
    expect(tokens.some((token) => token.tokenLogo === null)).toBe(true)
    expect(pairs.some((pair) => pair.exchangeLogo === null)).toBe(true)
    expect(pairs.some((pair) => pair.exchangeName === null && pair.exchangeAddress === SOLANA_PAIR_CASES.nullExchangeName)).toBe(true)
    expect(tokens.every((token) => typeof token.tokenDecimals === 'number')).toBe(true)
  })

  it('keeps a hostile pair label and token name as text', async () => {
    const { pairs } = await allPairs(example)
    const hostile = pairs.find((pair) => pair.quoteToken === SOLANA_PAIR_CASES.hostileQuote)
    expect(hostile?.pairLabel).toContain(HOSTILE.script)
    expect(hostile?.pair[1]?.tokenName).toContain(HOSTILE.script)
    expect(hostile?.pair[1]?.tokenLogo).toBe(HOSTILE.javascriptUrl)
  })

  it('has a different, smaller set of pairs on devnet', async () => {
    const mainnet = await allPairs(example)
    const devnet = await allPairs({ ...example, network: 'devnet' })
    expect(devnet.pairs).toHaveLength(SOLANA_PAIR_COUNTS.devnet)
    expect(devnet.cursors).toEqual([null])
    const mainnetAddresses = new Set(mainnet.pairs.map((pair) => pair.pairAddress))
    expect(devnet.pairs.some((pair) => mainnetAddresses.has(pair.pairAddress))).toBe(false)
  })

  it('answers a token without pairs with an empty list', async () => {
    const page = await fetchSolanaPairs({ network: 'mainnet', address: 'So11111111111111111111111111111111111111112' }, null)
    expect(page).toMatchObject({ items: [], cursor: null })
  })

  it('rejects a network other than mainnet and devnet', async () => {
    const { status } = await fetchRaw(`${TEST_API_CONFIG.bases.solana}/token/testnet/${EXAMPLE_SOLANA_TOKEN}/pairs`)
    expect(status).toBe(400)
  })

  it('fails scenario addresses as their scenario says', async () => {
    await expect(fetchSolanaPairs({ network: 'mainnet', address: SCENARIO_ADDRESSES.unauthorized }, null)).rejects.toMatchObject({ status: 401 })
    await expect(fetchSolanaPairs({ network: 'mainnet', address: SCENARIO_ADDRESSES.serverError }, null)).rejects.toMatchObject({ status: 500 })
  })
})
