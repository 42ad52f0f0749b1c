import { Skeleton } from '../../components/Skeleton'

/** The table's real layout with grey bars, so the page does not jump when data arrives. */
export function NftTransfersSkeleton() {
  return (
    <div role="status" aria-label="Loading NFT transfers" className="overflow-hidden rounded-lg border border-line bg-raised">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-6 border-t border-line px-3 py-3 first:border-t-0">
          <span className="flex flex-col gap-1">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-3 w-28" />
          </span>
          <Skeleton className="h-5 w-10" />
          <Skeleton className="hidden h-4 w-28 sm:inline-block" />
          <Skeleton className="hidden h-4 w-28 sm:inline-block" />
          <Skeleton className="hidden h-4 w-16 md:inline-block" />
          <Skeleton className="ml-auto h-4 w-24" />
        </div>
      ))}
    </div>
  )
}
