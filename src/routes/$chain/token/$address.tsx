import { createFileRoute } from '@tanstack/react-router'
import { erc20TransfersQuery } from '../../../api/erc20-transfers'
import { findEvmChain } from '../../../chains'
import { ChainGate } from '../../../components/ChainGate'
import { InvalidInput } from '../../../components/InvalidInput'
import { Erc20TransfersPage } from '../../../features/erc20-transfers/Erc20TransfersPage'
import { parseRangeFilters, readRangeSearch, type RangeSearch } from '../../../lib/range-filters'
import { addressProblem } from '../../../lib/route-input'

export const Route = createFileRoute('/$chain/token/$address')({
  validateSearch: (search: Record<string, unknown>): RangeSearch => readRangeSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const chain = findEvmChain(params.chain)
    const { filters, problems } = parseRangeFilters(deps)
    if (!chain || addressProblem(params.address) || problems.length > 0) return
    void context.queryClient.prefetchInfiniteQuery(erc20TransfersQuery({ chain: chain.name, address: params.address, ...filters }))
  },
  component: Erc20TransfersRoute,
})

function Erc20TransfersRoute() {
  const { chain, address } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { filters, problems } = parseRangeFilters(search)
  const invalidAddress = addressProblem(address)
  return (
    <ChainGate value={chain}>
      {(evmChain) =>
        invalidAddress || problems.length > 0 ? (
          <InvalidInput problems={[...(invalidAddress ? [invalidAddress] : []), ...problems]} />
        ) : (
          <Erc20TransfersPage chain={evmChain} address={address} filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />
        )
      }
    </ChainGate>
  )
}
