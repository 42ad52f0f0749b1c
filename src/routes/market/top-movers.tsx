import { createFileRoute } from '@tanstack/react-router'
import { topMoversQuery } from '../../api/top-movers'
import { InvalidInput } from '../../components/InvalidInput'
import { TopMoversPage } from '../../features/top-movers/TopMoversPage'
import { parseRefresh, refreshSearchValue } from '../../lib/refresh-interval'
import { searchString } from '../../lib/search-params'

interface TopMoversSearch {
  /** seconds between refreshes, or "off" */
  refresh?: string
}

export const Route = createFileRoute('/market/top-movers')({
  validateSearch: (search: Record<string, unknown>): TopMoversSearch => ({ refresh: searchString(search.refresh) }),
  // Only whether the link is usable: changing the interval must not refetch through the loader.
  loaderDeps: ({ search }) => ({ usable: parseRefresh(search.refresh).problem === null }),
  loader: ({ deps, context }) => {
    if (deps.usable) void context.queryClient.prefetchQuery(topMoversQuery())
  },
  component: TopMoversRoute,
})

function TopMoversRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { seconds, problem } = parseRefresh(search.refresh)
  if (problem) return <InvalidInput problems={[problem]} />
  return <TopMoversPage refreshSeconds={seconds} onRefreshSecondsChange={(next) => void navigate({ search: { refresh: refreshSearchValue(next) }, replace: true })} />
}
