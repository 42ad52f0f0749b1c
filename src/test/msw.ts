import { afterAll, afterEach, beforeAll } from 'vitest'
import { setApiConfig, PROXY_BASES } from '../config'
import { server } from '../../mocks/node'
import { resetScenarios } from '../../mocks/scenarios'

export const TEST_ORIGIN = 'http://localhost'

/** Node's fetch needs absolute URLs: the same proxy paths, on a test origin. */
export function useFixtureServer(): typeof server {
  beforeAll(() => {
    setApiConfig({
      mode: 'fixtures',
      bases: { evm: TEST_ORIGIN + PROXY_BASES.evm, solana: TEST_ORIGIN + PROXY_BASES.solana, rpc: TEST_ORIGIN + PROXY_BASES.rpc },
      apiKey: null,
    })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    resetScenarios()
  })
  afterAll(() => server.close())
  return server
}
