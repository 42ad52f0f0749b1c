import { erc20TransfersQuery, type Erc20Transfer } from '@/api/erc20-transfers'
import type { EvmChain } from '@/chains'
import { CsvExportControl } from '@/components/csv-export/CsvExportControl'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { csvFileName, type CsvFileSubject } from '@/lib/csv/csv-file-name'
import { ERC20_TRANSFER_COLUMNS } from '@/lib/csv/erc20-transfer-columns'
import type { RangeFilters, RangeSearch } from '@/lib/range-filters'
import { useDeferredInfiniteQuery } from '@/lib/use-deferred-infinite-query'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { FilterBar } from './FilterBar'
import { TokenHeading } from './TokenHeading'
import { TransfersSkeleton } from './TransfersSkeleton'
import { TransfersTable } from './TransfersTable'

/** "USD Coin (USDC)", once a transfer has told the page the token's name. */
function tokenLabel(sample: Erc20Transfer | undefined): string | null {
  if (!sample?.token_name) return sample?.token_symbol ?? null
  return sample.token_symbol ? `${sample.token_name} (${sample.token_symbol})` : sample.token_name
}

interface Props {
  chain: EvmChain
  address: string
  filters: RangeFilters
  onFiltersChange: (search: RangeSearch) => void
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
  /** what the CSV file is of (the view's declaration names it) */
  csvFile: CsvFileSubject
}

export function Erc20TransfersPage({ chain, address, filters, onFiltersChange, watchTarget, csvFile }: Props) {
  const listQuery = erc20TransfersQuery({ chain: chain.apiChain, address, ...filters })
  const query = useDeferredInfiniteQuery(listQuery)
  const first = query.data?.pages[0]?.items[0]
  return (
    <div className="space-y-4">
      <TokenHeading chain={chain} address={address} sample={first} />
      <ViewActions>
        <WatchToggle target={watchTarget} label={tokenLabel(first)} />
        {first !== undefined && (
          <CsvExportControl
            query={listQuery}
            rowsOf={(page) => page.items}
            columns={ERC20_TRANSFER_COLUMNS}
            fileName={(flags) => csvFileName({ ...csvFile, ...flags })}
            noun="transfers"
          />
        )}
      </ViewActions>
      <FilterBar key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
      {query.isPending ? (
        <TransfersSkeleton chain={chain.slug} />
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} subject="transfers" onRetry={() => void query.refetch()} />
      ) : first === undefined ? (
        <p className="rounded-lg border border-line bg-raised p-6 text-center text-muted">No transfers of this token match these filters.</p>
      ) : (
        <TransfersTable chain={chain.slug} query={query} />
      )}
    </div>
  )
}
