import type { AnyRouter } from '@tanstack/react-router'
import { recentViews } from './recent-views'
import { viewTitle } from './view-title'

/** The one place visits are recorded: every view the router finishes opening, whichever way it was reached. */
export function recordVisits(router: AnyRouter, views: Pick<typeof recentViews, 'record'> = recentViews): () => void {
  return router.subscribe('onResolved', (event) => {
    const match = router.state.matches.at(-1)
    if (!match) return
    const title = viewTitle(match.routeId, match.params as Record<string, string>)
    if (title) views.record(event.toLocation.href, title)
  })
}
