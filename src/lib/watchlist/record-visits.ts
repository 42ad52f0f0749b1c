import type { AnyRouter } from '@tanstack/react-router'
import { whenIdle } from '@/lib/when-idle'
import { recentViews } from './recent-views'

/**
 * The one place visits are recorded: every view the router finishes opening, whichever way it was reached.
 * Naming a view needs the chain registry and the address checks, so that code loads once the opened view is idle
 * rather than in the app's first script or ahead of the view's first rows.
 */
export function recordVisits(router: AnyRouter, views: Pick<typeof recentViews, 'record'> = recentViews): () => void {
  return router.subscribe('onResolved', (event) => {
    const match = router.state.matches.at(-1)
    if (!match) return
    const { routeId, params } = match
    whenIdle(() => {
      void import('./view-title').then(({ viewTitle }) => {
        const title = viewTitle(routeId, params as Record<string, string>)
        if (title) views.record(event.toLocation.href, title)
      })
    })
  })
}
