import { createFileRoute } from '@tanstack/react-router'
import { walletTokensQuery } from '@/api/wallet-tokens'
import { UnusableLink } from '@/components/UnusableLink'
import { WalletTokensPage } from '@/features/wallet-tokens/WalletTokensPage'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { walletTokensView } from '@/views/wallet-tokens'

export const Route = createFileRoute('/$chain/wallet/$address/')({
  validateSearch: walletTokensView.readSearch,
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
