import { solanaPairsQuery } from '../../api/solana-pairs'
import { ErrorPanel } from '../../components/ErrorPanel'
import { RetryNotice } from '../../components/RetryNotice'
import type { SolanaPairsInput } from '../../lib/solana-pairs-input'
import { useDeferredInfiniteQuery } from '../../lib/use-deferred-infinite-query'
import { LiquidityChartPanel } from './LiquidityChartPanel'
import { PairsHeading } from './PairsHeading'
import { PairsSkeleton } from './PairsSkeleton'
import { PairsTable } from './PairsTable'

interface Props {
  input: SolanaPairsInput
}

export function SolanaPairsPage({ input }: Props) {
  const query = useDeferredInfiniteQuery(solanaPairsQuery(input))
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? []
  const token = pairs.flatMap((pair) => pair.pair).find((item) => item.tokenAddress === input.address)
  return (
    <div className="space-y-4">
      <PairsHeading network={input.network} address={input.address} token={token} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      {query.isPending ? (
        <PairsSkeleton input={input} />
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
