import { createFileRoute } from '@tanstack/react-router'
import { rpcTransactionQuery } from '@/api/rpc-transaction'
import { InvalidInput } from '@/components/InvalidInput'
import { readRpcTransactionLink } from '@/deep-links/view-links'
import { RpcResultPage } from '@/features/rpc-lookup/RpcResultPage'
import { UnknownRpcChain } from '@/features/rpc-lookup/UnknownRpcChain'
import { endpointUrl, readEndpointChoice } from '@/lib/rpc-endpoint'
import { shouldPrefetch, staticPageSource } from '@/page-meta/page-source'
import { titleHead } from '@/page-meta/route-head'
import { describeRpcTransaction } from '@/page-meta/views/rpc-transaction'

export const Route = createFileRoute('/rpc/$chain/block/$blockHash/tx/$index')({
  loader: ({ params, context: { queryClient } }) => {
    const link = readRpcTransactionLink(params)
    const page = staticPageSource(describeRpcTransaction(link))
    if (link.status !== 'ok') return { link, page }
    const endpoint = endpointUrl(readEndpointChoice())
    const query = rpcTransactionQuery({ chain: link.chain.rpcName, blockHash: link.blockHash, index: link.index, endpoint })
    if (shouldPrefetch(queryClient, query.queryKey)) void queryClient.prefetchQuery(query)
    return { link, page }
  },
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: RpcResultRoute,
})

function RpcResultRoute() {
  const { link } = Route.useLoaderData()
  if (link.status === 'unknown-rpc-chain') return <UnknownRpcChain value={link.value} />
  if (link.status === 'invalid') return <InvalidInput problems={link.problems} />
  return <RpcResultPage chain={link.chain} blockHash={link.blockHash} index={link.index} indexText={link.indexText} />
}
