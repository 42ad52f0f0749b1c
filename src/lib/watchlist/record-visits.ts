import type { AnyRouter } from '@tanstack/react-router'
import { whenIdle } from '@/lib/when-idle'
import { recentViews } from './recent-views'

/** What a view's loader says of a visit (src/views/load-view.ts). */
export interface VisitedView {
  /** the line "Recently viewed" lists the visit under; null for pages that are not views of data, or unusable links */
  visitName: string | null
}

/** The one place visits are recorded: every view the router finishes opening, whichever way it was reached. */
export function recordVisits(router: AnyRouter, views: Pick<typeof recentViews, 'record'> = recentViews): () => void {
  return router.subscribe('onResolved', (event) => {
    const visitName = (router.state.matches.at(-1)?.loaderData as Partial<VisitedView> | undefined)?.visitName
    if (visitName) whenIdle(() => views.record(event.toLocation.href, visitName))
  })
}
