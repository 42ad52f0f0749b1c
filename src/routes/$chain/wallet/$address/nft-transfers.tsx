import { createFileRoute } from '@tanstack/react-router'
import { nftTransfersQuery } from '../../../../api/nft-transfers'
import { findEvmChain } from '../../../../chains'
import { ChainGate } from '../../../../components/ChainGate'
import { InvalidInput } from '../../../../components/InvalidInput'
import { NftTransfersPage } from '../../../../features/nft-transfers/NftTransfersPage'
import { parseNftTransfersFilters, readNftTransfersSearch, type NftTransfersSearch } from '../../../../features/nft-transfers/transfer-filters'
import { addressProblem } from '../../../../lib/route-input'

export const Route = createFileRoute('/$chain/wallet/$address/nft-transfers')({
  validateSearch: (search: Record<string, unknown>): NftTransfersSearch => readNftTransfersSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const chain = findEvmChain(params.chain)
    const { filters, problems } = parseNftTransfersFilters(deps)
    if (!chain || addressProblem(params.address) || problems.length > 0) return
    void context.queryClient.prefetchInfiniteQuery(nftTransfersQuery({ chain: chain.name, address: params.address, ...filters }))
  },
  component: NftTransfersRoute,
})

function NftTransfersRoute() {
  const { chain, address } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { filters, problems } = parseNftTransfersFilters(search)
  const invalidAddress = addressProblem(address, 'wallet address')
  return (
    <ChainGate value={chain}>
      {(evmChain) =>
        invalidAddress || problems.length > 0 ? (
          <InvalidInput problems={[...(invalidAddress ? [invalidAddress] : []), ...problems]} />
        ) : (
          <NftTransfersPage chain={evmChain} address={address} filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />
        )
      }
    </ChainGate>
  )
}
