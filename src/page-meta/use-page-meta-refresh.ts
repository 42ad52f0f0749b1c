import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { loadedStateOf } from './loaded-state'
import type { PageSource } from './page-source'

/** The page whose component threw: refreshing its match would reset its error boundary and draw the error again. */
let failedRenderHref: string | null = null

/** For the router's defaultOnCatch: a page's component threw while rendering at this URL. */
export function noteRenderFailure(href: string): void {
  failedRenderHref = href
}

/**
 * A route's head is worked out when its loader runs, usually before the view's data is there. Once the data the
 * current page's title reads has arrived (or failed), the page's match is invalidated, so its loader and head run
 * again on the cached data: the title improves without a request. Only between navigations: one under way runs the
 * loaders anyway, and is checked again when it resolves.
 */
export function usePageMetaRefresh(): void {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    // Each page and state is asked for once: a loader that cannot describe the new state must not be asked forever.
    let lastAsked = ''
    const refreshIfStale = () => {
      if (router.state.status !== 'idle' || router.state.location.href === failedRenderHref) return
      const leaf = router.state.matches.at(-1)
      const page = (leaf?.loaderData as { page?: PageSource } | undefined)?.page
      if (!leaf || leaf.status !== 'success' || !page?.queryHash) return
      const now = loadedStateOf(queryClient.getQueryCache().get(page.queryHash)?.state)
      const ask = `${leaf.id} ${page.queryHash} ${now}`
      if (now === page.describedAs || ask === lastAsked) return
      lastAsked = ask
      void router.invalidate({ filter: (match) => match.id === leaf.id })
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') refreshIfStale()
    })
    const stopRouter = router.subscribe('onResolved', (event) => {
      if (event.hrefChanged) failedRenderHref = null
      refreshIfStale()
    })
    // The data may have come before this effect first ran (a deep link's head asks for it before the app starts).
    refreshIfStale()
    return () => {
      stopQueries()
      stopRouter()
    }
  }, [queryClient, router])
}
