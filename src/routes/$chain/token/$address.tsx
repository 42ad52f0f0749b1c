import { createFileRoute } from '@tanstack/react-router'
import { erc20TransfersQuery } from '@/api/erc20-transfers'
import { UnusableLink } from '@/components/UnusableLink'
import { Erc20TransfersPage } from '@/features/erc20-transfers/Erc20TransfersPage'
import { readRangeSearch } from '@/lib/range-filters'
import { titleHead } from '@/page-meta/route-head'
import { erc20TransfersView } from '@/views/erc20-transfers'
import { loadView } from '@/views/load-view'

export const Route = createFileRoute('/$chain/token/$address')({
  validateSearch: readRangeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => loadView(erc20TransfersView, erc20TransfersQuery, { params, deps, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: Erc20TransfersRoute,
})

function Erc20TransfersRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <Erc20TransfersPage
      chain={link.chain}
      address={link.address}
      filters={link.filters}
      onFiltersChange={(next) => void navigate({ search: next })}
      watchTarget={erc20TransfersView.watchTarget(link)}
      csvFile={erc20TransfersView.csvFile(link)}
    />
  )
}
