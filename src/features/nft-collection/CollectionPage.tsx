import { useQuery } from '@tanstack/react-query'
import { nftCollectionQuery } from '@/api/nft-collection'
import type { EvmChain } from '@/chains'
import { ErrorPanel } from '@/components/ErrorPanel'
import { NotIndexedNotice } from '@/components/NotIndexedNotice'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { Section } from '@/components/Section'
import { ViewActions } from '@/components/ViewActions'
import { WatchToggle } from '@/components/WatchToggle'
import type { WatchTarget } from '@/lib/watchlist/watch-target'
import { CollectionHeader } from './CollectionHeader'
import { CollectionLinks } from './CollectionLinks'
import { CollectionPricesView } from './CollectionPricesView'
import { CollectionSkeleton } from './CollectionSkeleton'
import { isUnindexed, readCollectionPrices } from './collection-prices'
import { PricesToggle } from './PricesToggle'

interface Props {
  chain: EvmChain
  address: string
  includePrices: boolean
  onIncludePricesChange: (includePrices: boolean) => void
  /** what the Watch button keeps (the view's declaration names it) */
  watchTarget: WatchTarget
}

export function CollectionPage({ chain, address, includePrices, onIncludePricesChange, watchTarget }: Props) {
  const query = useQuery(nftCollectionQuery({ chain: chain.apiChain, address, ...(includePrices ? { include_prices: true } : {}) }))
  const toggle = (
    <ViewActions>
      <WatchToggle target={watchTarget} label={query.data?.name} />
      <PricesToggle checked={includePrices} onChange={onIncludePricesChange} />
    </ViewActions>
  )
  if (query.isPending) {
    return (
      <div className="space-y-4">
        {toggle}
        {query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
        <CollectionSkeleton />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {toggle}
        <ErrorPanel error={query.error} subject="this collection" onRetry={() => void query.refetch()} />
      </div>
    )
  }
  const collection = query.data
  const prices = readCollectionPrices(collection)
  return (
    <div className="space-y-4">
      {toggle}
      <SavedCopyNotice />
      {isUnindexed(collection) && (
        <NotIndexedNotice
          headline="This collection is not indexed yet."
          subject="this collection"
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
      )}
      <CollectionHeader chain={chain} collection={collection} />
      <Section title="Links">
        <CollectionLinks collection={collection} />
      </Section>
      {includePrices && (
        <Section title="Prices">
          {prices ? (
            <CollectionPricesView chain={chain} contract={collection.token_address} prices={prices} />
          ) : (
            <p className="text-sm text-muted">The service sent no price fields for this collection.</p>
          )}
        </Section>
      )}
    </div>
  )
}
