import { Skeleton } from '../../components/Skeleton'
import { SkeletonRows } from '../../components/SkeletonRows'

export function TransfersSkeleton() {
  return (
    <SkeletonRows rows={8} label="Loading transfers">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 w-16" />
      <Skeleton className="h-4 w-20" />
      <Skeleton className="hidden h-4 w-28 sm:inline-block" />
      <Skeleton className="hidden h-4 w-28 sm:inline-block" />
      <Skeleton className="ml-auto h-4 w-24" />
    </SkeletonRows>
  )
}
