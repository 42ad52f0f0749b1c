import { DetailRowsSkeleton } from '@/components/DetailRowsSkeleton'
import { Skeleton } from '@/components/Skeleton'

export function CollectionSkeleton() {
  return (
    <div role="status" aria-label="Loading the collection" className="space-y-4">
      <div className="overflow-hidden rounded-lg border border-line bg-raised">
        <Skeleton className="block h-32 w-full rounded-none sm:h-48" />
        <div className="flex items-end gap-3 p-4">
          <Skeleton className="-mt-12 h-20 w-20 rounded-xl" />
          <div className="space-y-2">
            <Skeleton className="h-7 w-64 max-w-full" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        </div>
      </div>
      <DetailRowsSkeleton rows={4} />
    </div>
  )
}
