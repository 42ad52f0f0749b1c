import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { loadedStateOf } from './loaded-state'
import type { PageSource } from './page-source'

/**
 * A route's head is worked out when its loader runs, usually before the view's data is there. When the data the
 * current page's title reads arrives (or fails), the page's match is invalidated, so its loader and head run again
 * on the cached data: the title improves without a request.
 */
export function usePageMetaRefresh(): void {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return
        const leaf = router.state.matches.at(-1)
        const page = (leaf?.loaderData as { page?: PageSource } | undefined)?.page
        if (!leaf || !page || page.queryHash !== event.query.queryHash) return
        if (loadedStateOf(event.query.state) === page.describedAs) return
        void router.invalidate({ filter: (match) => match.id === leaf.id })
      }),
    [queryClient, router],
  )
}
