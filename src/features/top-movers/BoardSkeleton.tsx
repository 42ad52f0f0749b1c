import { Skeleton } from '../../components/Skeleton'
import { SkeletonRows } from '../../components/SkeletonRows'

function ListSkeleton() {
  return (
    <div className="min-w-0">
      <Skeleton className="mb-2 h-6 w-24" />
      <SkeletonRows rows={10} gap="gap-4">
        <Skeleton className="h-4 w-6" />
        <Skeleton className="h-6 w-6 rounded-full" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="ml-auto h-4 w-16" />
        <Skeleton className="h-4 w-12" />
        <Skeleton className="hidden h-4 w-14 sm:inline-block" />
      </SkeletonRows>
    </div>
  )
}

/** Both lists in their real layout with grey bars. */
export function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading the top movers" className="grid gap-4 lg:grid-cols-2">
      <ListSkeleton />
      <ListSkeleton />
    </div>
  )
}
