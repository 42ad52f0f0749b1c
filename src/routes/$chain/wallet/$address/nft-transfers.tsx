import { createFileRoute } from '@tanstack/react-router'
import { nftTransfersQuery } from '@/api/nft-transfers'
import { UnusableLink } from '@/components/UnusableLink'
import { readNftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { NftTransfersPage } from '@/features/nft-transfers/NftTransfersPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { nftTransfersView } from '@/views/nft-transfers'

export const Route = createFileRoute('/$chain/wallet/$address/nft-transfers')({
  staticData: { chainSet: 'nft' },
  validateSearch: readNftTransfersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => loadView(nftTransfersView, nftTransfersQuery, { params, deps, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: NftTransfersRoute,
})

function NftTransfersRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <NftTransfersPage
      chain={link.chain}
      address={link.address}
      filters={link.filters}
      onFiltersChange={(next) => void navigate({ search: next })}
      watchTarget={nftTransfersView.watchTarget(link)}
      csvFile={nftTransfersView.csvFile(link)}
    />
  )
}
