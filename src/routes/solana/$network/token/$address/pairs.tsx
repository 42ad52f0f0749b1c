import { createFileRoute } from '@tanstack/react-router'
import { solanaPairsQuery, type SolanaPair } from '@/api/solana-pairs'
import { InvalidInput } from '@/components/InvalidInput'
import { getIpfsGateway } from '@/config'
import { readSolanaPairsLink, type PairsSearch } from '@/deep-links/view-links'
import { readPairsSearch } from '@/deep-links/view-search'
import { SolanaPairsPage } from '@/features/solana-pairs/SolanaPairsPage'
import { firstPageRows, pageSourceFromQuery, shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeSolanaPairs } from '@/page-meta/views/solana-pairs'

export const Route = createFileRoute('/solana/$network/token/$address/pairs')({
  validateSearch: (search: Record<string, unknown>): PairsSearch => readPairsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readSolanaPairsLink(params, deps)
    const gateway = getIpfsGateway()
    if (link.status !== 'ok') return { link, page: staticPageSource(describeSolanaPairs(link, { state: 'waiting' }, gateway)) }
    const query = solanaPairsQuery(link.input)
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchInfiniteQuery(query)
    return { link, page: pageSourceFromQuery(queryClient, query.queryKey, firstPageRows<SolanaPair>, (loaded) => describeSolanaPairs(link, loaded, gateway)) }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: SolanaPairsRoute,
})

function SolanaPairsRoute() {
  const { link } = Route.useLoaderData()
  if (link.status !== 'ok') return <InvalidInput problems={link.problems} />
  return <SolanaPairsPage key={`${link.input.network}:${link.input.address}`} input={link.input} />
}
