import { Skeleton } from '@/components/Skeleton'
import { SkeletonRows } from '@/components/SkeletonRows'
import type { SolanaPairsInput } from '@/lib/solana-pairs-input'
import { pairColumns } from './PairsTable'

/** The chart and the table in their real layout with grey bars. */
export function PairsSkeleton({ input }: { input: SolanaPairsInput }) {
  return (
    <div role="status" aria-label="Loading trading pairs" className="space-y-4">
      <Skeleton className="block h-72 w-full" />
      <SkeletonRows rows={8} columns={pairColumns(input.network, input.address)} />
    </div>
  )
}
