let starting: Promise<void> | null = null

/**
 * Starts the MSW worker that answers on fixtures, once. Loaded only on fixtures, so MSW never sits in the bundle
 * live mode loads; started by the first request (or when the browser is idle), so a page that needs no data
 * never waits for it.
 */
export function startFixtures(): Promise<void> {
  starting ??= import('../mocks/browser').then(({ startWorker }) => startWorker())
  return starting
}
