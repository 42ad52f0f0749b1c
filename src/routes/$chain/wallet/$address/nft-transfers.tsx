import { createFileRoute } from '@tanstack/react-router'
import { nftTransfersQuery } from '@/api/nft-transfers'
import { UnusableLink } from '@/components/UnusableLink'
import { readNftTransfersLink } from '@/deep-links/view-links'
import { NftTransfersPage } from '@/features/nft-transfers/NftTransfersPage'
import { readNftTransfersSearch, type NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeNftTransfers } from '@/page-meta/views/nft-transfers'

export const Route = createFileRoute('/$chain/wallet/$address/nft-transfers')({
  validateSearch: (search: Record<string, unknown>): NftTransfersSearch => readNftTransfersSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readNftTransfersLink(params, deps)
    const page = staticPageSource(describeNftTransfers(link))
    if (link.status !== 'ok') return { link, page }
    const query = nftTransfersQuery({ chain: link.chain.apiChain, address: link.address, ...link.filters })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchInfiniteQuery(query)
    return { link, page }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: NftTransfersRoute,
})

function NftTransfersRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return <NftTransfersPage chain={link.chain} address={link.address} filters={link.filters} onFiltersChange={(next) => void navigate({ search: next })} />
}
