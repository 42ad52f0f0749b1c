import { Skeleton } from '../../components/Skeleton'
import { SkeletonRows } from '../../components/SkeletonRows'

/** The chart and the table in their real layout with grey bars. */
export function PairsSkeleton() {
  return (
    <div role="status" aria-label="Loading trading pairs" className="space-y-4">
      <Skeleton className="block h-72 w-full" />
      <SkeletonRows rows={8}>
        <Skeleton className="h-6 w-6 rounded-full" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="hidden h-4 w-32 sm:inline-block" />
        <Skeleton className="ml-auto h-4 w-20" />
        <Skeleton className="hidden h-4 w-16 sm:inline-block" />
      </SkeletonRows>
    </div>
  )
}
