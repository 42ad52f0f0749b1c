import { createFileRoute } from '@tanstack/react-router'
import { transactionQuery } from '@/api/transaction'
import { UnusableLink } from '@/components/UnusableLink'
import { TransactionPage } from '@/features/transaction/TransactionPage'
import { cachedStoryEvidence } from '@/lib/tx-story/cached-story-evidence'
import { readTransactionSearch } from '@/lib/transaction-search'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { transactionView } from '@/views/transaction'

export const Route = createFileRoute('/$chain/tx/$hash')({
  validateSearch: readTransactionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) =>
    loadView(
      transactionView,
      transactionQuery,
      { params, deps, queryClient },
      {
        storyEvidenceOf: (tx, chainId, apiChain) => cachedStoryEvidence(queryClient, tx, chainId, apiChain),
      },
    ),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: TransactionRoute,
})

function TransactionRoute() {
  const { link } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  if (link.status !== 'ok') return <UnusableLink link={link} />
  return (
    <TransactionPage
      chain={link.chain}
      hash={link.hash}
      includeInternal={link.includeInternal}
      watchTarget={transactionView.watchTarget(link)}
      onIncludeInternalChange={(next) => void navigate({ search: next ? {} : { internal: 'false' }, replace: true })}
    />
  )
}
