import { hashKey, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { CursorPage } from '@/api/paging'
import { loadedStateOf, type LoadedState } from './loaded-state'
import type { Loaded, PageSummary } from './page-meta'

/**
 * What a route loader hands its `head`: the page's summary as the query cache had it when the loader ran, and which
 * query and state that was, so the root can ask for a new summary once the state changes (see use-page-meta-refresh).
 */
export interface PageSource {
  summary: PageSummary
  /** the query whose data the summary reads, or null for a page that reads none */
  queryHash: string | null
  describedAs: LoadedState
}

export function staticPageSource(summary: PageSummary): PageSource {
  return { summary, queryHash: null, describedAs: 'waiting' }
}

/** Reads the cached data of `queryKey` through `select` and summarizes the page with it. */
export function pageSourceFromQuery<TData, TView>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  select: (data: TData) => TView,
  summarize: (loaded: Loaded<TView>) => PageSummary,
): PageSource {
  const state = queryClient.getQueryState<TData>(queryKey)
  const describedAs = loadedStateOf(state)
  const loaded: Loaded<TView> =
    describedAs === 'loaded' && state?.data !== undefined
      ? { state: 'loaded', data: select(state.data) }
      : describedAs === 'loaded'
        ? { state: 'waiting' }
        : { state: describedAs }
  return { summary: summarize(loaded), queryHash: hashKey(queryKey), describedAs }
}

/** A list view's newest rows: the first page of its infinite query. */
export function firstPageRows<T>(data: InfiniteData<CursorPage<T>, unknown>): readonly T[] {
  return data.pages[0]?.items ?? []
}
