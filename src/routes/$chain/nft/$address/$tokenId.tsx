import { createFileRoute } from '@tanstack/react-router'
import { nftQuery } from '../../../../api/nft'
import { findEvmChain } from '../../../../chains'
import { ChainGate } from '../../../../components/ChainGate'
import { InvalidInput } from '../../../../components/InvalidInput'
import { parseNftInput, readNftSearch, type NftSearch } from '../../../../features/nft/nft-search'
import { NftPage } from '../../../../features/nft/NftPage'

export const Route = createFileRoute('/$chain/nft/$address/$tokenId')({
  validateSearch: (search: Record<string, unknown>): NftSearch => readNftSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const chain = findEvmChain(params.chain)
    const { params: request, problems } = parseNftInput(params.address, params.tokenId, deps)
    if (!chain || problems.length > 0) return
    void context.queryClient.prefetchQuery(nftQuery({ chain: chain.name, ...request }))
  },
  component: NftRoute,
})

function NftRoute() {
  const { chain, address, tokenId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { params, problems } = parseNftInput(address, tokenId, search)
  return (
    <ChainGate value={chain}>
      {(evmChain) =>
        problems.length > 0 ? (
          <InvalidInput problems={problems} />
        ) : (
          <NftPage
            chain={evmChain}
            params={params}
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
    </ChainGate>
  )
}
