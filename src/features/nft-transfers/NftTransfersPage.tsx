import { useMemo } from 'react'
import { nftTransfersQuery, type NftTransfersFilters } from '@/api/nft-transfers'
import type { EvmChain } from '@/chains'
import { CsvExportControl } from '@/components/csv-export/CsvExportControl'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import { csvFileName, type CsvFileSubject } from '@/lib/csv/csv-file-name'
import { nftTransferCsvColumns } from '@/lib/csv/nft-transfer-columns'
import { useDeferredInfiniteQuery } from '@/lib/use-deferred-infinite-query'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { IndexNotice } from './IndexNotice'
import { NftTransfersFilterBar } from './NftTransfersFilterBar'
import { NftTransfersSkeleton } from './NftTransfersSkeleton'
import { NftTransfersTable } from './NftTransfersTable'
import type { NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { WalletHeading } from './WalletHeading'

interface Props {
  chain: EvmChain
  address: string
  filters: NftTransfersFilters
  onFiltersChange: (search: NftTransfersSearch) => void
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
  /** what the CSV file is of (the view's declaration names it) */
  csvFile: CsvFileSubject
}

export function NftTransfersPage({ chain, address, filters, onFiltersChange, watchTarget, csvFile }: Props) {
  const listQuery = nftTransfersQuery({ chain: chain.apiChain, address, ...filters })
  const query = useDeferredInfiniteQuery(listQuery)
  const firstPage = query.data?.pages[0]
  const columns = useMemo(() => nftTransferCsvColumns(address), [address])
  return (
    <div className="space-y-4">
      <WalletHeading chain={chain} address={address} />
      <ViewActions>
        <WatchToggle target={watchTarget} />
        {firstPage?.items[0] !== undefined && (
          <CsvExportControl
            query={listQuery}
            rowsOf={(page) => page.items}
            columns={columns}
            fileName={(flags) => csvFileName({ ...csvFile, ...flags })}
            noun="NFT transfers"
          />
        )}
      </ViewActions>
      <NftTransfersFilterBar key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
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
