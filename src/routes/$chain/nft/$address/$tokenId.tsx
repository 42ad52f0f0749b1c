import { createFileRoute } from '@tanstack/react-router'
import { nftQuery } from '@/api/nft'
import { UnusableLink } from '@/components/UnusableLink'
import { readNftSearch } from '@/deep-links/nft-search'
import { NftPage } from '@/features/nft/NftPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { nftView } from '@/views/nft'

export const Route = createFileRoute('/$chain/nft/$address/$tokenId')({
  staticData: { chainSet: 'nft' },
  validateSearch: readNftSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => loadView(nftView, nftQuery, { params, deps, queryClient }),
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
      watchTarget={nftView.watchTarget(link)}
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
