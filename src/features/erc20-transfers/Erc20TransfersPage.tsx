import { erc20TransfersQuery } from '../../api/erc20-transfers'
import type { EvmChain } from '../../chains'
import { ErrorPanel } from '../../components/ErrorPanel'
import { RetryNotice } from '../../components/RetryNotice'
import type { RangeFilters, RangeSearch } from '../../lib/range-filters'
import { useDeferredInfiniteQuery } from '../../lib/use-deferred-infinite-query'
import { FilterBar } from './FilterBar'
import { TokenHeading } from './TokenHeading'
import { TransfersSkeleton } from './TransfersSkeleton'
import { TransfersTable } from './TransfersTable'

interface Props {
  chain: EvmChain
  address: string
  filters: RangeFilters
  onFiltersChange: (search: RangeSearch) => void
}

export function Erc20TransfersPage({ chain, address, filters, onFiltersChange }: Props) {
  const query = useDeferredInfiniteQuery(erc20TransfersQuery({ chain: chain.name, address, ...filters }))
  const first = query.data?.pages[0]?.items[0]
  return (
    <div className="space-y-4">
      <TokenHeading chain={chain} address={address} sample={first} />
      <FilterBar key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
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
