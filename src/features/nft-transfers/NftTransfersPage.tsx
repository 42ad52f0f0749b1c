import { nftTransfersQuery, type NftTransfersFilters } from '../../api/nft-transfers'
import type { EvmChain } from '../../chains'
import { ErrorPanel } from '../../components/ErrorPanel'
import { RetryNotice } from '../../components/RetryNotice'
import { useDeferredInfiniteQuery } from '../../lib/use-deferred-infinite-query'
import { IndexNotice } from './IndexNotice'
import { NftTransfersFilterBar } from './NftTransfersFilterBar'
import { NftTransfersSkeleton } from './NftTransfersSkeleton'
import { NftTransfersTable } from './NftTransfersTable'
import type { NftTransfersSearch } from './transfer-filters'
import { WalletHeading } from './WalletHeading'

interface Props {
  chain: EvmChain
  address: string
  filters: NftTransfersFilters
  onFiltersChange: (search: NftTransfersSearch) => void
}

export function NftTransfersPage({ chain, address, filters, onFiltersChange }: Props) {
  const query = useDeferredInfiniteQuery(nftTransfersQuery({ chain: chain.name, address, ...filters }))
  const firstPage = query.data?.pages[0]
  return (
    <div className="space-y-4">
      <WalletHeading chain={chain} address={address} />
      <NftTransfersFilterBar key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      {firstPage && <IndexNotice blockExists={firstPage.blockExists} indexComplete={firstPage.indexComplete} />}
      {query.isPending ? (
        <NftTransfersSkeleton chain={chain} wallet={address} />
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} subject="NFT transfers" onRetry={() => void query.refetch()} />
      ) : firstPage?.items[0] === undefined ? (
        <p className="rounded-lg border border-line bg-raised p-6 text-center text-muted">No NFT transfers of this wallet match these filters.</p>
      ) : (
        <NftTransfersTable chain={chain} wallet={address} query={query} />
      )}
    </div>
  )
}
