import { createFileRoute } from '@tanstack/react-router'
import { nftCollectionQuery } from '../../../api/nft-collection'
import { findEvmChain } from '../../../chains'
import { ChainGate } from '../../../components/ChainGate'
import { InvalidInput } from '../../../components/InvalidInput'
import { CollectionPage } from '../../../features/collection/CollectionPage'
import { readBooleanParam } from '../../../lib/boolean-param'
import { addressProblem } from '../../../lib/route-input'
import { searchString } from '../../../lib/search-params'

interface CollectionSearch {
  include_prices?: string
}

function parseInput(address: string, search: CollectionSearch) {
  const includePrices = readBooleanParam('include_prices', search.include_prices, false)
  const problems = [addressProblem(address, 'contract address'), includePrices.problem].filter((problem): problem is string => problem !== null)
  return { includePrices: includePrices.value, problems }
}

export const Route = createFileRoute('/$chain/collection/$address')({
  staticData: { chainSet: 'collection' },
  validateSearch: (search: Record<string, unknown>): CollectionSearch => ({ include_prices: searchString(search.include_prices) }),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) => {
    const chain = findEvmChain(params.chain, 'collection')
    const { includePrices, problems } = parseInput(params.address, deps)
    if (!chain || problems.length > 0) return
    void context.queryClient.prefetchQuery(nftCollectionQuery({ chain: chain.name, address: params.address, ...(includePrices ? { include_prices: true } : {}) }))
  },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { chain, address } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { includePrices, problems } = parseInput(address, search)
  return (
    <ChainGate value={chain} set="collection">
      {(evmChain) =>
        problems.length > 0 ? (
          <InvalidInput problems={problems} />
        ) : (
          <CollectionPage
            chain={evmChain}
            address={address}
            includePrices={includePrices}
            onIncludePricesChange={(next) => void navigate({ search: { ...search, include_prices: next ? 'true' : undefined } })}
          />
        )
      }
    </ChainGate>
  )
}
