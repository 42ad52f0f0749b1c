import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { parseSearch, stringifySearch } from './lib/search-params'
import { RouteError } from './components/RouteError'
import { NotFound } from './components/NotFound'
import { PagePending } from './components/PagePending'
import { noteRenderFailure } from './page-meta/use-page-meta-refresh'
import { recordVisits } from './lib/watchlist/record-visits'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Data freshness is react-query's job; the router just asks it every time.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // The header and the page's frame paint while a view's code loads, instead of a blank page.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
    defaultOnCatch: () => noteRenderFailure(router.state.location.href),
  })
  recordVisits(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the chain set a route's :chain comes from; the header's picker offers the same set */
    chainSet?: import('./chains').ChainSet
  }
}
