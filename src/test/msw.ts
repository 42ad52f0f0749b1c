import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { getApiConfig, setApiConfig, type ApiConfig } from '@/config'
import { handlers } from '../../mocks/handlers'
import { resetTopMovers } from '../../mocks/handlers/top-movers'
import { resetScenarios } from '../../mocks/scenarios'
import { injectFailure } from '../../mocks/failure-injection'

export const TEST_ORIGIN = 'http://localhost'

/** Absolute bases: Node's fetch cannot resolve the app's same-origin paths. */
export const TEST_API_CONFIG: ApiConfig = {
  mode: 'fixtures',
  bases: { evm: `${TEST_ORIGIN}/proxy/evm`, solana: `${TEST_ORIGIN}/proxy/solana`, rpc: `${TEST_ORIGIN}/proxy/rpc`, sourcify: `${TEST_ORIGIN}/proxy/sourcify` },
  apiKey: null,
}

/** The fixture service for a Vitest file: every handler, fresh scenario counters for every test. */
export function startFixtureServer() {
  const server = setupServer(...handlers)
  // Test files share their worker's modules: the next file finds the configuration this one found.
  let configBefore = getApiConfig()
  beforeAll(() => {
    configBefore = getApiConfig()
    server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(() => {
    setApiConfig(TEST_API_CONFIG)
    resetScenarios()
    resetTopMovers()
    injectFailure(null)
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    injectFailure(null)
    setApiConfig(configBefore)
  })
  return server
}

/** The raw JSON text and parsed body of a fixture response, for what the normalizer hides (absent keys, "" cursors). */
export async function fetchRaw(url: string, init?: RequestInit): Promise<{ status: number; text: string; body: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, ...init })
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as unknown }
}

/** Every URL the fixture service is asked for from now on. */
export function recordRequests(server: ReturnType<typeof setupServer>): URL[] {
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url))
  })
  return requests
}
