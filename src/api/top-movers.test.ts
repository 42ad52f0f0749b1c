// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIXTURE_SCENARIO_KEY, TOP_MOVER_SNAPSHOTS, TOP_MOVER_TOKENS, TOP_MOVERS_SCENARIOS } from '../../mocks/fixtures/top-movers'
import { HOSTILE } from '../../mocks/fixtures/random'
import { resetTopMovers } from '../../mocks/handlers/top-movers'
import { startFixtureServer } from '@/test/msw'
import { ApiError } from './errors'
import { fetchTopMovers, type TopMover, type TopMovers } from './top-movers'

startFixtureServer()

afterEach(() => {
  vi.unstubAllGlobals()
})

function chooseScenario(scenario: string) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === FIXTURE_SCENARIO_KEY ? scenario : null) })
}

const ranks = (list: TopMover[]) => new Map(list.map((entry) => [entry.contract_address, entry.rank]))

describe('top movers', () => {
  it('lists ten gainers and ten losers ranked 1 to 10', async () => {
    const board = await fetchTopMovers()
    expect(board.gainers.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(board.losers.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(board.gainers.every((entry) => Number(entry.price_24h_percent_change) > 0)).toBe(true)
    expect(board.losers.every((entry) => Number(entry.price_24h_percent_change) < 0)).toBe(true)
  })

  it('keeps prices, changes and market caps as their exact decimal text', async () => {
    const board = await fetchTopMovers()
    const tiny = board.gainers.find((entry) => entry.contract_address === TOP_MOVER_TOKENS.tiny)
    expect(tiny?.price_usd).toBe('0.00000123')
    expect(tiny?.price_24h_percent_change).toBe('48.21')
    expect(tiny?.token_decimals).toBe(18)
    const all = [...board.gainers, ...board.losers]
    expect(all.every((entry) => /^-?\d+(\.\d+)?$/.test(entry.price_usd ?? '') && /^\d+\.\d{2}$/.test(entry.market_cap_usd ?? ''))).toBe(true)
  })

  it('has tokens without a logo and a hostile token name kept as text', async () => {
    const board = await fetchTopMovers()
    const all = [...board.gainers, ...board.losers]
    expect(all.some((entry) => entry.token_logo === null)).toBe(true)
    const hostile = all.find((entry) => entry.contract_address === TOP_MOVER_TOKENS.hostile)
    expect(hostile?.token_name).toContain(HOSTILE.script)
    expect(hostile?.token_logo).toBe(HOSTILE.javascriptUrl)
  })

  it('carries a market cap above a trillion dollars exactly', async () => {
    await fetchTopMovers()
    const second = await fetchTopMovers()
    expect(second.gainers.find((entry) => entry.contract_address === TOP_MOVER_TOKENS.bigCap)?.market_cap_usd).toMatch(/^1\d{12}\.\d{2}$/)
  })

  it('changes the board on every refresh: ranks move up and down and new tokens enter', async () => {
    const boards: TopMovers[] = []
    for (let index = 0; index < 4; index++) boards.push(await fetchTopMovers())
    const [first, second, third, fourth] = boards as [TopMovers, TopMovers, TopMovers, TopMovers]
    expect(second).not.toEqual(first)
    expect(third).not.toEqual(second)
    expect(fourth.gainers.map((entry) => entry.contract_address)).toEqual(first.gainers.map((entry) => entry.contract_address))
    const before = ranks(first.gainers)
    const after = ranks(second.gainers)
    const moves = [...after].filter(([address]) => before.has(address)).map(([address, rank]) => (rank ?? 0) - (before.get(address) ?? 0))
    expect(moves.some((move) => move < 0)).toBe(true)
    expect(moves.some((move) => move > 0)).toBe(true)
    expect([...after.keys()].some((address) => !before.has(address))).toBe(true)
    expect([...before.keys()].some((address) => !after.has(address))).toBe(true)
    expect(TOP_MOVER_SNAPSHOTS.length).toBeGreaterThanOrEqual(3)
  })

  it('starts over at the first board after resetTopMovers()', async () => {
    const first = await fetchTopMovers()
    await fetchTopMovers()
    resetTopMovers()
    expect(await fetchTopMovers()).toEqual(first)
  })

  it('answers 404 "Not found" in the top-movers-404 scenario', async () => {
    chooseScenario(TOP_MOVERS_SCENARIOS.notFound)
    const error = await fetchTopMovers().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: 'Not found' })
  })

  it('answers the first request and fails every later one with 500 in the fail-after-first scenario', async () => {
    chooseScenario(TOP_MOVERS_SCENARIOS.failAfterFirst)
    await expect(fetchTopMovers()).resolves.toMatchObject({ gainers: expect.any(Array) })
    await expect(fetchTopMovers()).rejects.toMatchObject({ status: 500 })
    await expect(fetchTopMovers()).rejects.toMatchObject({ status: 500 })
  })
})
