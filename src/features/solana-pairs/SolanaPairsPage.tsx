import { useDeferredValue } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { solanaPairsQuery } from '../../api/solana-pairs'
import { ErrorPanel } from '../../components/ErrorPanel'
import { RetryNotice } from '../../components/RetryNotice'
import type { SolanaPairsInput } from '../../lib/solana-pairs-input'
import { LiquidityChartPanel } from './LiquidityChartPanel'
import { PairsHeading } from './PairsHeading'
import { PairsSkeleton } from './PairsSkeleton'
import { PairsTable } from './PairsTable'

interface Props {
  input: SolanaPairsInput
}

export function SolanaPairsPage({ input }: Props) {
  // Deferred, the rows that arrive are drawn in a transition, in slices of a few ms, rather than in one long task.
  const query = useDeferredValue(useInfiniteQuery(solanaPairsQuery(input)))
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? []
  const token = pairs.flatMap((pair) => pair.pair).find((item) => item.tokenAddress === input.address)
  return (
    <div className="space-y-4">
      <PairsHeading network={input.network} address={input.address} token={token} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      {query.isPending ? (
        <PairsSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} subject="trading pairs" onRetry={() => void query.refetch()} />
      ) : pairs.length === 0 ? (
        <p className="rounded-lg border border-line bg-raised p-6 text-center text-muted">No trading pairs found for this token on Solana {input.network}.</p>
      ) : (
        <>
          <LiquidityChartPanel pairs={pairs} complete={!query.hasNextPage} />
          <PairsTable network={input.network} address={input.address} query={query} />
        </>
      )}
    </div>
  )
}
