import { errorResponse } from './respond'

/**
 * Fixture addresses that stand for a failing service, so dev, unit and end-to-end tests can reach every failure
 * through a deep link. Each scenario fails the first `failures` requests of a page load, then answers normally.
 */
export interface Scenario {
  status: number
  message: string
  failures: number
  headers?: Record<string, string>
}

export const SCENARIO_ADDRESSES = {
  serverError: '0x5000000000000000000000000000000000000005',
  unauthorized: '0x4010000000000000000000000000000000000401',
  rateLimited: '0x4290000000000000000000000000000000000429',
  empty: '0x0000000000000000000000000000000000000e00',
} as const

const scenarios: Record<string, Scenario> = {
  [SCENARIO_ADDRESSES.serverError]: { status: 500, message: 'Internal server error', failures: 4 },
  [SCENARIO_ADDRESSES.unauthorized]: { status: 401, message: 'Invalid API key', failures: Infinity },
  [SCENARIO_ADDRESSES.rateLimited]: { status: 429, message: 'Too many requests', failures: 1, headers: { 'retry-after': '2' } },
}

const failuresSeen = new Map<string, number>()

/** The error response a scenario address gets now, or null when it should be answered normally. */
export function scenarioResponse(address: string | undefined) {
  const scenario = address ? scenarios[address.toLowerCase()] : undefined
  if (!scenario || !address) return null
  const seen = failuresSeen.get(address.toLowerCase()) ?? 0
  if (seen >= scenario.failures) return null
  failuresSeen.set(address.toLowerCase(), seen + 1)
  return errorResponse(scenario.status, scenario.message, scenario.headers)
}

export function resetScenarios(): void {
  failuresSeen.clear()
}
