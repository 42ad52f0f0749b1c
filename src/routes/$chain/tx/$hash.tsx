import { createFileRoute } from '@tanstack/react-router'
import { transactionQuery, type Transaction } from '@/api/transaction'
import { UnusableLink } from '@/components/UnusableLink'
import { cachedCalledFunctionName } from '@/lib/abi-decode/use-decoded-transaction'
import { readTransactionLink } from '@/deep-links/view-links'
import { readTransactionSearch, type TransactionSearch } from '@/lib/transaction-search'
import { TransactionPage } from '@/features/transaction/TransactionPage'
import { pageSourceFromQuery, shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeTransaction } from '@/page-meta/views/transaction'

export const Route = createFileRoute('/$chain/tx/$hash')({
  validateSearch: (search: Record<string, unknown>): TransactionSearch => readTransactionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context: { queryClient } }) => {
    const link = readTransactionLink(params, deps)
    if (link.status !== 'ok') return { link, page: staticPageSource(describeTransaction(link, { state: 'waiting' })) }
    const query = transactionQuery({ chain: link.chain.apiChain, hash: link.hash, include: link.includeInternal ? 'internal_transactions' : undefined })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchQuery(query)
    return {
      link,
      page: pageSourceFromQuery(
        queryClient,
        query.queryKey,
        (tx: Transaction) => tx,
        (loaded) => describeTransaction(link, loaded, (tx) => cachedCalledFunctionName(queryClient, { chain: link.chain.apiChain, hash: tx.hash, tx })),
      ),
    }
  },
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
      onIncludeInternalChange={(next) => void navigate({ search: next ? {} : { internal: 'false' }, replace: true })}
    />
  )
}
