import { Skeleton } from '@/components/Skeleton'
import { SkeletonRows } from '@/components/SkeletonRows'
import { moverColumns } from './MoversTable'

function ListSkeleton() {
  return (
    <div className="min-w-0">
      <Skeleton className="mb-2 h-6 w-24" />
      <SkeletonRows rows={10} gap="gap-4" columns={moverColumns('trending', '24h')} />
    </div>
  )
}

/** Both lists in their real layout with grey bars. */
export function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading the top movers" className="grid gap-4">
      <ListSkeleton />
      <ListSkeleton />
    </div>
  )
}
