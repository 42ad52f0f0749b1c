import { createFileRoute } from '@tanstack/react-router'
import { nftCollectionQuery } from '@/api/nft-collection'
import { UnusableLink } from '@/components/UnusableLink'
import { readCollectionSearch } from '@/deep-links/view-search'
import { CollectionPage } from '@/features/nft-collection/CollectionPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { nftCollectionView } from '@/views/nft-collection'

export const Route = createFileRoute('/$chain/collection/$address')({
  staticData: { chainSet: 'collection' },
  validateSearch: readCollectionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => loadView(nftCollectionView, nftCollectionQuery, { params, deps, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { link } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <CollectionPage
      chain={link.chain}
      address={link.address}
      includePrices={link.includePrices}
      watchTarget={nftCollectionView.watchTarget(link)}
      onIncludePricesChange={(next) => void navigate({ search: { ...search, include_prices: next ? 'true' : undefined } })}
    />
  )
}
