import { http } from 'msw'
import type { TopMoversWire } from '../../src/api/top-movers'
import { FIXTURE_SCENARIO_KEY, TOP_MOVER_SNAPSHOTS, TOP_MOVERS_SCENARIOS } from '../fixtures/top-movers'
import { errorResponse, jsonResponse } from '../respond'
import { fixturePath } from './paths'

let requests = 0

/** Starts the board over at its first snapshot (for tests). */
export function resetTopMovers(): void {
  requests = 0
}

/** The failure mode chosen in sessionStorage; Node has no sessionStorage, and a locked-down browser may throw on access. */
function fixtureScenario(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(FIXTURE_SCENARIO_KEY) ?? null
  } catch {
    return null
  }
}

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
