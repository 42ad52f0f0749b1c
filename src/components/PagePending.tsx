import { Skeleton } from './Skeleton'

/** What a view shows while its code is still on the way: the page's frame, so the shell paints at once. */
export function PagePending() {
  return (
    <div role="status" aria-label="Loading this view" className="space-y-4">
      <Skeleton className="h-7 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
