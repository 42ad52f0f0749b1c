import { Skeleton } from '../../components/Skeleton'
import { SkeletonRows } from '../../components/SkeletonRows'

export function NftTransfersSkeleton() {
  return (
    <SkeletonRows rows={8} label="Loading NFT transfers">
      <span className="flex flex-col gap-1">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-3 w-28" />
      </span>
      <Skeleton className="h-5 w-10" />
      <Skeleton className="hidden h-4 w-28 sm:inline-block" />
      <Skeleton className="hidden h-4 w-28 sm:inline-block" />
      <Skeleton className="hidden h-4 w-16 md:inline-block" />
      <Skeleton className="ml-auto h-4 w-24" />
    </SkeletonRows>
  )
}
