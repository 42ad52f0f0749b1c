import { http } from 'msw'
import type { TopMoversWire } from '../../src/api/top-movers'
import { FIXTURE_SCENARIO_KEY, TOP_MOVER_SNAPSHOTS, TOP_MOVERS_SCENARIOS } from '../fixtures/top-movers'
import { TRENDING_SNAPSHOTS, trendingFor } from '../fixtures/trending-tokens'
import { errorResponse, jsonResponse } from '../respond'
import { fixturePath } from './paths'

let requests = 0
let trendingRequests = 0

/** Starts the board over at its first snapshot, for both of its operations (for tests). */
export function resetTopMovers(): void {
  requests = 0
  trendingRequests = 0
}

/** The failure mode chosen in sessionStorage; Node has no sessionStorage, and a locked-down browser may throw on access. */
function fixtureScenario(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(FIXTURE_SCENARIO_KEY) ?? null
  } catch {
    return null
  }
}

const RATE_LIMIT_SECONDS = '2'

/** The board's two operations: trending tokens (what fixture mode shows) and the older movers board behind it. */
export const trendingTokensHandlers = [
  http.get(fixturePath('trending-tokens'), ({ request: { url } }) => {
    const request = trendingRequests++
    const scenario = fixtureScenario()
    if (scenario === TOP_MOVERS_SCENARIOS.notFound || scenario === TOP_MOVERS_SCENARIOS.moversOnly) return errorResponse(404, 'Not found')
    if (scenario === TOP_MOVERS_SCENARIOS.failAfterFirst && request > 0) return errorResponse(500, 'Internal server error')
    if (scenario === TOP_MOVERS_SCENARIOS.rateLimitedAfterFirst && request > 0) {
      return errorResponse(429, 'Too many requests', { 'retry-after': RATE_LIMIT_SECONDS })
    }
    const search = new URL(url).searchParams
    const limit = Number(search.get('limit') ?? '100')
    const entries = trendingFor(TRENDING_SNAPSHOTS[request % TRENDING_SNAPSHOTS.length] ?? [], search.get('chain'))
    return jsonResponse(entries.slice(0, limit))
  }),
]

export const topMoversHandlers = [
  http.get(fixturePath('top-movers'), () => {
    const request = requests++
    const scenario = fixtureScenario()
    if (scenario === TOP_MOVERS_SCENARIOS.notFound) return errorResponse(404, 'Not found')
    if (scenario === TOP_MOVERS_SCENARIOS.failAfterFirst && request > 0) return errorResponse(500, 'Internal server error')
    const body: TopMoversWire = TOP_MOVER_SNAPSHOTS[request % TOP_MOVER_SNAPSHOTS.length] as TopMoversWire
    return jsonResponse(body)
  }),
]
