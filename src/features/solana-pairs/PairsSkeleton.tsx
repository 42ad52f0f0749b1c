import { Skeleton } from '../../components/Skeleton'

/** The chart and the table in their real layout with grey bars. */
export function PairsSkeleton() {
  return (
    <div role="status" aria-label="Loading trading pairs" className="space-y-4">
      <Skeleton className="block h-72 w-full" />
      <div className="overflow-hidden rounded-lg border border-line bg-raised">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex items-center gap-6 border-t border-line px-3 py-4 first:border-t-0">
            <Skeleton className="h-6 w-6 rounded-full" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="hidden h-4 w-32 sm:inline-block" />
            <Skeleton className="ml-auto h-4 w-20" />
            <Skeleton className="hidden h-4 w-16 sm:inline-block" />
          </div>
        ))}
      </div>
    </div>
  )
}
