import { createFileRoute } from '@tanstack/react-router'
import { rpcTransactionQuery } from '@/api/rpc-transaction'
import { InvalidInput } from '@/components/InvalidInput'
import { RpcTransactionPage } from '@/features/rpc-transaction/RpcTransactionPage'
import { UnknownRpcChain } from '@/features/rpc-transaction/UnknownRpcChain'
import { endpointUrl, readEndpointChoice } from '@/lib/rpc-endpoint'
import { titleHead } from '@/page-meta/route-head'
import { loadView } from '@/views/load-view'
import { rpcTransactionView } from '@/views/rpc-transaction'

export const Route = createFileRoute('/rpc/$chain/block/$blockHash/tx/$index')({
  loader: ({ params, context: { queryClient } }) =>
    loadView(rpcTransactionView, (request) => rpcTransactionQuery({ ...request, endpoint: endpointUrl(readEndpointChoice()) }), {
      params,
      deps: {},
      queryClient,
    }),
  head: ({ loaderData }) => titleHead(loaderData?.page),
  component: RpcTransactionRoute,
})

function RpcTransactionRoute() {
  const { link } = Route.useLoaderData()
  if (link.status === 'unknown-rpc-chain') return <UnknownRpcChain value={link.value} />
  if (link.status === 'invalid') return <InvalidInput problems={link.problems} />
  return <RpcTransactionPage chain={link.chain} blockHash={link.blockHash} index={link.index} indexText={link.indexText} />
}
