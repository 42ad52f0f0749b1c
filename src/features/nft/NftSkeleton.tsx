import { DetailRowsSkeleton } from '@/components/DetailRowsSkeleton'
import { Skeleton } from '@/components/Skeleton'

/** The page's real layout with grey bars: media on the left, heading and facts on the right. */
export function NftSkeleton() {
  return (
    <div role="status" aria-label="Loading the NFT" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Skeleton className="block aspect-square w-full rounded-lg" />
      <div className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-56" />
        <DetailRowsSkeleton rows={6} />
      </div>
    </div>
  )
}
