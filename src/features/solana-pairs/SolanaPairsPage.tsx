import { solanaPairsQuery } from '@/api/solana-pairs'
import { CsvExportControl } from '@/components/csv-export/CsvExportControl'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { csvFileName, type CsvFileSubject } from '@/lib/csv/csv-file-name'
import { SOLANA_PAIR_COLUMNS } from '@/lib/csv/solana-pair-columns'
import type { SolanaPairsInput } from '@/lib/solana-pairs-input'
import { useDeferredInfiniteQuery } from '@/lib/use-deferred-infinite-query'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { LiquidityChartPanel } from './LiquidityChartPanel'
import { PairsHeading } from './PairsHeading'
import { PairsSkeleton } from './PairsSkeleton'
import { PairsTable } from './PairsTable'

interface Props {
  input: SolanaPairsInput
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
  /** what the CSV file is of (the view's declaration names it) */
  csvFile: CsvFileSubject
}

export function SolanaPairsPage({ input, watchTarget, csvFile }: Props) {
  const listQuery = solanaPairsQuery(input)
  const query = useDeferredInfiniteQuery(listQuery)
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? []
  const token = pairs.flatMap((pair) => pair.pair).find((item) => item.tokenAddress === input.address)
  return (
    <div className="space-y-4">
      <PairsHeading network={input.network} address={input.address} token={token} />
      <ViewActions>
        <WatchToggle target={watchTarget} label={token?.tokenName ?? token?.tokenSymbol} />
        {pairs.length > 0 && (
          <CsvExportControl
            query={listQuery}
            rowsOf={(page) => page.items}
            columns={SOLANA_PAIR_COLUMNS}
            fileName={(flags) => csvFileName({ ...csvFile, ...flags })}
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
          <PairsTable network={input.network} address={input.address} query={query} />
          <LiquidityChartPanel pairs={pairs} complete={!query.hasNextPage} tableGrowing={query.hasNextPage && !query.isFetchNextPageError} />
        </>
      )}
    </div>
  )
}
