import { createFileRoute } from '@tanstack/react-router'
import { marketBoardQuery } from '@/api/market-board-query'
import { InvalidInput } from '@/components/InvalidInput'
import { readTopMoversSearch } from '@/deep-links/view-search'
import { TopMoversPage } from '@/features/top-movers/TopMoversPage'
import { refreshSearchValue } from '@/lib/refresh-interval'
import { DEFAULT_TREND_WINDOW } from '@/lib/trend-window'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { topMoversView } from '@/views/top-movers'

export const Route = createFileRoute('/market/top-movers')({
  validateSearch: readTopMoversSearch,
  loaderDeps: ({ search }) => ({ refresh: search.refresh, window: search.window, chain: search.chain }),
  // A new refresh interval or window re-runs this loader; the board already asked for is not asked again.
  loader: ({ params, deps, context: { queryClient } }) => loadView(topMoversView, marketBoardQuery, { params, deps, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: TopMoversRoute,
})

function TopMoversRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <InvalidInput problems={link.problems} />
  return (
    <TopMoversPage
      settings={link}
      onRefreshSecondsChange={(next) => void navigate({ search: (search) => ({ ...search, refresh: refreshSearchValue(next) }), replace: true })}
      onWindowChange={(next) => void navigate({ search: (search) => ({ ...search, window: next === DEFAULT_TREND_WINDOW ? undefined : next }) })}
      onChainChange={(next) => void navigate({ search: (search) => ({ ...search, chain: next ?? undefined }) })}
    />
  )
}
