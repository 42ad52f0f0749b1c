import { createFileRoute } from '@tanstack/react-router'
import { topMoversQuery, type TopMovers } from '@/api/top-movers'
import { InvalidInput } from '@/components/InvalidInput'
import { readTopMoversLink, type TopMoversSearch } from '@/deep-links/view-links'
import { readTopMoversSearch } from '@/deep-links/view-search'
import { TopMoversPage } from '@/features/top-movers/TopMoversPage'
import { refreshSearchValue } from '@/lib/refresh-interval'
import { pageSourceFromQuery, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeTopMovers } from '@/page-meta/views/top-movers'

export const Route = createFileRoute('/market/top-movers')({
  validateSearch: (search: Record<string, unknown>): TopMoversSearch => readTopMoversSearch(search),
  loaderDeps: ({ search }) => ({ refresh: search.refresh }),
  loader: ({ deps, context: { queryClient } }) => {
    const link = readTopMoversLink(deps)
    if (link.status !== 'ok') return { link, page: staticPageSource(describeTopMovers(link, { state: 'waiting' })) }
    const query = topMoversQuery()
    // Only a board not asked for yet: a new refresh interval re-runs this loader, and must not refetch the board.
    if (queryClient.getQueryState(query.queryKey) === undefined) void queryClient.prefetchQuery(query)
    return {
      link,
      page: pageSourceFromQuery(
        queryClient,
        query.queryKey,
        (board: TopMovers) => board,
        (loaded) => describeTopMovers(link, loaded),
      ),
    }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: TopMoversRoute,
})

function TopMoversRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <InvalidInput problems={link.problems} />
  return (
    <TopMoversPage
      refreshSeconds={link.refreshSeconds}
      onRefreshSecondsChange={(next) => void navigate({ search: { refresh: refreshSearchValue(next) }, replace: true })}
    />
  )
}
