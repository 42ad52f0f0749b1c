import { createFileRoute } from '@tanstack/react-router'
import { nftQuery, type Nft } from '@/api/nft'
import { UnusableLink } from '@/components/UnusableLink'
import { getIpfsGateway } from '@/config'
import { readNftLink } from '@/deep-links/view-links'
import { readNftSearch, type NftSearch } from '@/deep-links/nft-search'
import { NftPage } from '@/features/nft/NftPage'
import { pageSourceFromQuery, shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeNft } from '@/page-meta/views/nft'

export const Route = createFileRoute('/$chain/nft/$address/$tokenId')({
  validateSearch: (search: Record<string, unknown>): NftSearch => readNftSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readNftLink(params, deps)
    const gateway = getIpfsGateway()
    if (link.status !== 'ok') return { link, page: staticPageSource(describeNft(link, { state: 'waiting' }, gateway)) }
    const query = nftQuery({ chain: link.chain.apiChain, ...link.params })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchQuery(query)
    return {
      link,
      page: pageSourceFromQuery(
        queryClient,
        query.queryKey,
        (nft: Nft) => nft,
        (loaded) => describeNft(link, loaded, gateway),
      ),
    }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: NftRoute,
})

function NftRoute() {
  const { link } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <NftPage
      chain={link.chain}
      params={link.params}
      onOptionsChange={(next) =>
        void navigate({
          search: {
            ...search,
            media_items: next.media_items ? undefined : 'false',
            normalizeMetadata: next.normalizeMetadata ? undefined : 'false',
          },
        })
      }
    />
  )
}
