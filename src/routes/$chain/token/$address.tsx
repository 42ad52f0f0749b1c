import { createFileRoute } from '@tanstack/react-router'
import { erc20TransfersQuery, type Erc20Transfer } from '@/api/erc20-transfers'
import { UnusableLink } from '@/components/UnusableLink'
import { readErc20TransfersLink } from '@/deep-links/view-links'
import { Erc20TransfersPage } from '@/features/erc20-transfers/Erc20TransfersPage'
import { getIpfsGateway } from '@/config'
import { readRangeSearch, type RangeSearch } from '@/lib/range-filters'
import { firstPageRows, pageSourceFromQuery, shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeErc20Transfers } from '@/page-meta/views/erc20-transfers'

export const Route = createFileRoute('/$chain/token/$address')({
  validateSearch: (search: Record<string, unknown>): RangeSearch => readRangeSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readErc20TransfersLink(params, deps)
    const gateway = getIpfsGateway()
    if (link.status !== 'ok') return { link, page: staticPageSource(describeErc20Transfers(link, { state: 'waiting' }, gateway)) }
    const query = erc20TransfersQuery({ chain: link.chain.apiChain, address: link.address, ...link.filters })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchInfiniteQuery(query)
    const page = pageSourceFromQuery(queryClient, query.queryKey, firstPageRows<Erc20Transfer>, (loaded) => describeErc20Transfers(link, loaded, gateway))
    return { link, page }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: Erc20TransfersRoute,
})

function Erc20TransfersRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return <Erc20TransfersPage chain={link.chain} address={link.address} filters={link.filters} onFiltersChange={(next) => void navigate({ search: next })} />
}
