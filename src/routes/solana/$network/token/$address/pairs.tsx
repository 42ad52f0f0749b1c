import { createFileRoute } from '@tanstack/react-router'
import { solanaPairsQuery } from '../../../../../api/solana-pairs'
import { InvalidInput } from '../../../../../components/InvalidInput'
import { SolanaPairsPage } from '../../../../../features/solana-pairs/SolanaPairsPage'
import { searchString } from '../../../../../lib/search-params'
import { parseSolanaPairsInput } from '../../../../../lib/solana-pairs-input'

interface PairsSearch {
  /** page size */
  limit?: string
}

export const Route = createFileRoute('/solana/$network/token/$address/pairs')({
  validateSearch: (search: Record<string, unknown>): PairsSearch => ({ limit: searchString(search.limit) }),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const { params: input } = parseSolanaPairsInput(params.network, params.address, deps.limit)
    if (input) void context.queryClient.prefetchInfiniteQuery(solanaPairsQuery(input))
  },
  component: SolanaPairsRoute,
})

function SolanaPairsRoute() {
  const { network, address } = Route.useParams()
  const { limit } = Route.useSearch()
  const { params: input, problems } = parseSolanaPairsInput(network, address, limit)
  return input ? <SolanaPairsPage key={`${input.network}:${input.address}`} input={input} /> : <InvalidInput problems={problems} />
}
