import { createFileRoute } from '@tanstack/react-router'
import { walletTokensQuery } from '@/api/wallet-tokens'
import { UnusableLink } from '@/components/UnusableLink'
import { WalletTokensPage } from '@/features/wallet-tokens/WalletTokensPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { NO_SEARCH } from '@/views/view'
import { walletTokensView } from '@/views/wallet-tokens'

export const Route = createFileRoute('/$chain/wallet/$address/')({
  // Not the declaration's readSearch: the route's search runs in the first script, and the declaration would bring
  // its words, link reader and formatting there with it.
  validateSearch: NO_SEARCH,
  loader: ({ params, context: { queryClient } }) => loadView(walletTokensView, walletTokensQuery, { params, deps: {}, queryClient }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: WalletTokensRoute,
})

function WalletTokensRoute() {
  const { link } = Route.useLoaderData()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <WalletTokensPage chain={link.chain} address={link.address} watchTarget={walletTokensView.watchTarget(link)} csvFile={walletTokensView.csvFile(link)} />
  )
}
