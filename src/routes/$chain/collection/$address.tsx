import { createFileRoute } from '@tanstack/react-router'
import { nftCollectionQuery, type NftCollection } from '@/api/nft-collection'
import { UnusableLink } from '@/components/UnusableLink'
import { getIpfsGateway } from '@/config'
import { readCollectionLink, type CollectionSearch } from '@/deep-links/view-links'
import { readCollectionSearch } from '@/deep-links/view-search'
import { CollectionPage } from '@/features/collection/CollectionPage'
import { pageSourceFromQuery, shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeCollection } from '@/page-meta/views/collection'

export const Route = createFileRoute('/$chain/collection/$address')({
  staticData: { chainSet: 'collection' },
  validateSearch: (search: Record<string, unknown>): CollectionSearch => readCollectionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readCollectionLink(params, deps)
    const gateway = getIpfsGateway()
    if (link.status !== 'ok') return { link, page: staticPageSource(describeCollection(link, { state: 'waiting' }, gateway)) }
    const query = nftCollectionQuery({ chain: link.chain.apiChain, address: link.address, ...(link.includePrices ? { include_prices: true } : {}) })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchQuery(query)
    return {
      link,
      page: pageSourceFromQuery(
        queryClient,
        query.queryKey,
        (collection: NftCollection) => collection,
        (loaded) => describeCollection(link, loaded, gateway),
      ),
    }
  },
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
      onIncludePricesChange={(next) => void navigate({ search: { ...search, include_prices: next ? 'true' : undefined } })}
    />
  )
}
