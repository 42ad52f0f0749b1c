import { getApiConfig } from './config'

/**
 * Imported first by main.tsx, so on fixtures the MSW worker starts downloading and registering while the rest
 * of the app is still being evaluated. Loaded only on fixtures: MSW never sits in the bundle live mode loads.
 */
export const fixturesReady: Promise<void> | null =
  getApiConfig().mode === 'fixtures'
    ? import('../mocks/browser').then(({ worker }) => worker.start({ onUnhandledRequest: 'bypass', quiet: true })).then(() => undefined)
    : null
