import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { CursorPage } from '@/api/paging'
import { getIpfsGateway } from '@/config'
import { firstPageRows, pageSourceFromQuery, staticPageSource, type PageSource } from '@/page-meta/page-source'
import { WAITING } from '@/page-meta/page-meta'
import type { VisitedView } from '@/lib/watchlist/record-visits'
import type { SummaryContext, ViewDeclaration } from './view'
import { visitNameOf } from './visit-name'

/** A query for one request's params, single or cursor-paged, as the API modules make them. */
interface RequestQuery {
  queryKey: QueryKey
  initialPageParam?: unknown
}

export interface LoadedView<Link> extends VisitedView {
  link: Link
  page: PageSource
}

interface LoadArgs<Search> {
  params: Record<string, string>
  deps: Search
  queryClient: QueryClient
}

/**
 * A route loader for a view: checks the link, starts the view's request through `queryOf` (its API module's query,
 * which the route names so the declaration carries no schema into the entry chunk), and words the page with what the
 * cache holds. A request already made is not started again: the page itself refreshes what is stale, and a failed one
 * is asked again by its Retry.
 */
export function loadView<Link, Search, Params, Data>(
  view: ViewDeclaration<Link, Search, Params, Data>,
  queryOf: (params: Params) => RequestQuery,
  { params, deps, queryClient }: LoadArgs<Search>,
  extraContext: Omit<SummaryContext, 'gateway'> = {},
): LoadedView<Link> {
  const link = view.readLink(params, deps)
  const context: SummaryContext = { gateway: getIpfsGateway(), ...extraContext }
  const visitName = visitNameOf(view, link)
  const request = view.request(link)
  if (!request) return { link, visitName, page: staticPageSource(view.describe(link, WAITING, context)) }
  const query = queryOf(request.params)
  const paged = 'initialPageParam' in query
  if (queryClient.getQueryState(query.queryKey) === undefined) {
    void (paged ? queryClient.prefetchInfiniteQuery(query as never) : queryClient.prefetchQuery(query as never))
  }
  if (!view.describedByData) return { link, visitName, page: staticPageSource(view.describe(link, WAITING, context)) }
  const select = paged ? (data: unknown) => firstPageRows(data as InfiniteData<CursorPage<unknown>>) as Data : (data: unknown) => data as Data
  return { link, visitName, page: pageSourceFromQuery(queryClient, query.queryKey, select, (loaded) => view.describe(link, loaded, context)) }
}
