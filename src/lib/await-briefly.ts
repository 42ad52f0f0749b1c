/** How long a route that is entered waits for its data before it shows the page's own loading state. */
export const ROUTE_DATA_WAIT_MS = 300

/** Why the router runs a loader: entering the route, a change of params or search on it, or a preload on intent. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/**
 * What a route loader returns after starting its prefetch. Entering a route waits until the data is in or
 * `ROUTE_DATA_WAIT_MS` has passed, so a quick answer renders the page once, with its data, instead of a skeleton
 * that is at once replaced; a slow answer shows the skeleton and keeps loading. A change on the same page (a filter,
 * a toggle) and a preload wait for nothing, so a control shows its new state at once. The prefetch never rejects;
 * errors stay in the cache for the page to show.
 */
export function awaitBriefly(prefetch: Promise<void>, cause: LoadCause): Promise<void> | undefined {
  if (cause !== 'enter') return undefined
  return Promise.race([prefetch, new Promise<void>((resolve) => setTimeout(resolve, ROUTE_DATA_WAIT_MS))])
}
