import { createFileRoute } from '@tanstack/react-router'
import { topMoversQuery } from '@/api/top-movers'
import { InvalidInput } from '@/components/InvalidInput'
import { readTopMoversSearch } from '@/deep-links/view-search'
import { TopMoversPage } from '@/features/top-movers/TopMoversPage'
import { refreshSearchValue } from '@/lib/refresh-interval'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { topMoversView } from '@/views/top-movers'

export const Route = createFileRoute('/market/top-movers')({
  validateSearch: readTopMoversSearch,
  loaderDeps: ({ search }) => ({ refresh: search.refresh }),
  // A new refresh interval re-runs this loader; the board already asked for is not asked again.
  loader: ({ params, deps, context: { queryClient } }) => loadView(topMoversView, topMoversQuery, { params, deps, queryClient }),
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
