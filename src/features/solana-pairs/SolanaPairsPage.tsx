import { solanaPairsQuery } from '@/api/solana-pairs'
import { CsvExportControl } from '@/components/csv-export/CsvExportControl'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { csvFileName } from '@/lib/csv/csv-file-name'
import { SOLANA_PAIR_COLUMNS } from '@/lib/csv/solana-pair-columns'
import type { SolanaPairsInput } from '@/lib/solana-pairs-input'
import { useDeferredInfiniteQuery } from '@/lib/use-deferred-infinite-query'
import { LiquidityChartPanel } from './LiquidityChartPanel'
import { PairsHeading } from './PairsHeading'
import { PairsSkeleton } from './PairsSkeleton'
import { PairsTable } from './PairsTable'

interface Props {
  input: SolanaPairsInput
}

export function SolanaPairsPage({ input }: Props) {
  const listQuery = solanaPairsQuery(input)
  const query = useDeferredInfiniteQuery(listQuery)
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? []
  const token = pairs.flatMap((pair) => pair.pair).find((item) => item.tokenAddress === input.address)
  return (
    <div className="space-y-4">
      <PairsHeading network={input.network} address={input.address} token={token} />
      <ViewActions>
        <WatchToggle target={{ kind: 'solana-pairs', network: input.network, address: input.address }} label={token?.tokenName ?? token?.tokenSymbol} />
        {pairs.length > 0 && (
          <CsvExportControl
            query={listQuery}
            rowsOf={(page) => page.items}
            columns={SOLANA_PAIR_COLUMNS}
            fileName={(flags) => csvFileName({ view: 'solana-pairs', chain: input.network, address: input.address, filters: { limit: input.limit }, ...flags })}
            noun="pairs"
          />
        )}
      </ViewActions>
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
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
