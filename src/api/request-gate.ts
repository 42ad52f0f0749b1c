let requestGate: () => Promise<unknown> = () => Promise.resolve()

/**
 * Every request first awaits this (on fixtures: the MSW worker, started by the first request that needs it). Apart
 * from the client, so the app's first script can set it without carrying the client and its JSON parser.
 */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  requestGate = ready
}

export const requestsMayStart = (): Promise<unknown> => requestGate()
