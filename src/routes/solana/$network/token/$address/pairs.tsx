import { createFileRoute } from '@tanstack/react-router'
import { solanaPairsQuery } from '@/api/solana-pairs'
import { InvalidInput } from '@/components/InvalidInput'
import { readPairsSearch } from '@/deep-links/view-search'
import { SolanaPairsPage } from '@/features/solana-pairs/SolanaPairsPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { solanaPairsView } from '@/views/solana-pairs'

export const Route = createFileRoute('/solana/$network/token/$address/pairs')({
  validateSearch: readPairsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => loadView(solanaPairsView, solanaPairsQuery, { params, deps, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: SolanaPairsRoute,
})

function SolanaPairsRoute() {
  const { link } = Route.useLoaderData()
  if (link.status !== 'ok') return <InvalidInput problems={link.problems} />
  return (
    <SolanaPairsPage
      key={`${link.input.network}:${link.input.address}`}
      input={link.input}
      watchTarget={solanaPairsView.watchTarget(link)}
      csvFile={solanaPairsView.csvFile(link)}
    />
  )
}
