// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TRENDING_SOLANA_MINT } from '../../mocks/fixtures/trending-tokens'
import { startFixtureServer } from '@/test/msw'
import { fetchTrendingTokens, trendingTokensSchema } from './trending-tokens'

startFixtureServer()

describe('trending tokens', () => {
  it('lists 100 tokens across several EVM chains and Solana when no chain is named', async () => {
    const tokens = await fetchTrendingTokens({ limit: 100 })
    expect(tokens).toHaveLength(100)
    const chains = new Set(tokens.map((token) => token.chainId))
    expect([...chains]).toEqual(expect.arrayContaining(['0x1', '0x2105', '0x38', '0x89', '0xa4b1', 'solana']))
  })

  it('lists only the named chain’s tokens, up to the limit', async () => {
    const base = await fetchTrendingTokens({ chain: 'base', limit: 5 })
    expect(base).toHaveLength(5)
    expect(base.every((token) => token.chainId === '0x2105')).toBe(true)
    const solana = await fetchTrendingTokens({ chain: 'solana', limit: 100 })
    expect(solana.length).toBeGreaterThan(10)
    expect(solana.every((token) => token.chainId === 'solana')).toBe(true)
  })

  it('keeps a tiny price and a huge market cap digit for digit', async () => {
    const tokens = await fetchTrendingTokens({ limit: 100 })
    expect(tokens.find((token) => token.tokenAddress === TRENDING_SOLANA_MINT)?.usdPrice).toBe('0.000000000000123456789012')
    expect(tokens.find((token) => token.symbol === 'WCS')?.marketCap).toBe('123456789012345678901234')
  })

  it('takes a wrapped list, a single entry and null as well as a plain list', () => {
    const entry = { chainId: '0x1', tokenAddress: '0xabc', symbol: 'ABC', pricePercentChange: { '24h': '5.5' } }
    expect(trendingTokensSchema.parse({ result: [entry] })).toHaveLength(1)
    expect(trendingTokensSchema.parse({ tokens: [entry, entry] })).toHaveLength(2)
    expect(trendingTokensSchema.parse(entry)).toHaveLength(1)
    expect(trendingTokensSchema.parse(null)).toEqual([])
  })

  it('turns missing fields and windows into null, and numbers into their exact text', () => {
    const [token] = trendingTokensSchema.parse([{ chainId: 'solana', symbol: 'X', usdPrice: 1.5, pricePercentChange: { '24h': -3 } }])
    expect(token).toMatchObject({ name: null, logo: null, usdPrice: '1.5', totalVolume: { '1h': null, '24h': null } })
    expect(token?.pricePercentChange).toEqual({ '1h': null, '4h': null, '12h': null, '24h': '-3' })
  })

  it('rejects a list in which no entry names a token, saying where', () => {
    const result = trendingTokensSchema.safeParse({ result: [{ unexpected: true }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([0, 'tokenAddress'])
  })

  it('rejects a change that is not a number', () => {
    expect(trendingTokensSchema.safeParse([{ pricePercentChange: { '24h': 'lots' } }]).success).toBe(false)
  })
})
