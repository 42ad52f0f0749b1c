// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../../mocks/fixtures/top-movers'
import { TRENDING_SOLANA_MINT } from '../../mocks/fixtures/trending-tokens'
import { startFixtureServer } from '@/test/msw'
import { compareDecimals } from '@/lib/decimal'
import { boardOf, placeOf, trendingParams, type MoverEntry } from './market-board'
import { fetchMarketAnswer } from './market-board-query'
import { trendingTokensSchema } from './trending-tokens'

startFixtureServer()

afterEach(() => {
  vi.unstubAllGlobals()
})

function chooseScenario(scenario: string) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === FIXTURE_SCENARIO_KEY ? scenario : null) })
}

const changes = (list: MoverEntry[]) => list.map((entry) => entry.change as string)
const isSortedBy = (values: string[], order: 1 | -1) => values.every((value, index) => index === 0 || order * compareDecimals(values[index - 1]!, value) >= 0)

describe('the board from trending tokens', () => {
  it('ranks the ten largest rises and the ten largest falls over 24 hours by default', async () => {
    const board = boardOf(await fetchMarketAnswer(trendingParams(null)), '24h')
    expect(board.source).toBe('trending')
    expect(board.gainers.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(board.losers).toHaveLength(10)
    expect(isSortedBy(changes(board.gainers), 1)).toBe(true)
    expect(isSortedBy(changes(board.losers), -1)).toBe(true)
    expect(board.gainers[0]).toMatchObject({ address: TRENDING_SOLANA_MINT, change: '412.123456789', place: { kind: 'solana' } })
    expect(board.losers[0]).toMatchObject({ symbol: 'WCS', change: '-99.999999999', marketCapUsd: '123456789012345678901234' })
  })

  it('ranks by the chosen window, leaving out tokens without a change in it', () => {
    const tokens = trendingTokensSchema.parse([
      { tokenAddress: 'a', pricePercentChange: { '1h': '2', '24h': '-50' } },
      { tokenAddress: 'b', pricePercentChange: { '1h': '9', '24h': '10' } },
      { tokenAddress: 'c', pricePercentChange: { '24h': '80' } },
      { tokenAddress: 'd', pricePercentChange: { '1h': '0', '24h': '0' } },
    ])
    const hour = boardOf({ source: 'trending', tokens }, '1h')
    expect(hour.gainers.map((entry) => entry.address)).toEqual(['b', 'a'])
    expect(hour.losers).toEqual([])
    const day = boardOf({ source: 'trending', tokens }, '24h')
    expect(day.gainers.map((entry) => entry.address)).toEqual(['c', 'b'])
    expect(day.losers.map((entry) => entry.address)).toEqual(['a'])
  })

  it('places a token on its chain, Solana apart, and an unknown or retired chain nowhere', () => {
    expect(placeOf('0x2105')).toMatchObject({ kind: 'evm', chain: { slug: 'base' } })
    expect(placeOf('solana')).toEqual({ kind: 'solana' })
    expect(placeOf('0x171')).toEqual({ kind: 'other', chainId: '0x171' })
    expect(placeOf('0xfa')).toEqual({ kind: 'other', chainId: '0xfa', retired: 'Fantom' })
    expect(placeOf(null)).toEqual({ kind: 'other', chainId: null })
  })
})

describe('a provider without trending tokens', () => {
  it('gets the movers board instead, over 24 hours whatever window was asked', async () => {
    chooseScenario(TOP_MOVERS_SCENARIOS.moversOnly)
    const answer = await fetchMarketAnswer(trendingParams('base'))
    expect(answer.source).toBe('movers')
    const board = boardOf(answer, '1h')
    expect(board).toMatchObject({ source: 'movers', window: '24h' })
    expect(board.gainers[0]?.place).toMatchObject({ kind: 'evm', chain: { slug: 'eth' } })
    expect(board.gainers.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('fails with the 404 when the movers board is gone too', async () => {
    chooseScenario(TOP_MOVERS_SCENARIOS.notFound)
    await expect(fetchMarketAnswer(trendingParams(null))).rejects.toMatchObject({ status: 404 })
  })

  it('does not fall back on a failure other than 404', async () => {
    chooseScenario(TOP_MOVERS_SCENARIOS.rateLimitedAfterFirst)
    await fetchMarketAnswer(trendingParams(null))
    await expect(fetchMarketAnswer(trendingParams(null))).rejects.toMatchObject({ status: 429, retryAfterMs: 2000 })
  })
})
