import { createFileRoute } from '@tanstack/react-router'
import { rpcTransactionQuery } from '@/api/rpc-transaction'
import { RPC_CHAINS } from '@/chains'
import { RetiredChain } from '@/components/RetiredChain'
import { InvalidInput } from '@/components/InvalidInput'
import { UnknownChain } from '@/components/UnknownChain'
import { RpcTransactionPage } from '@/features/rpc-transaction/RpcTransactionPage'
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
  if (link.status === 'unknown-rpc-chain') {
    if (link.retired) return <RetiredChain label={link.retired.label} retiredOn={link.retired.retiredOn} />
    const chains = RPC_CHAINS.filter((chain) => !chain.retiredOn).map((chain) => ({ name: chain.rpcName, detail: chain.label }))
    return <UnknownChain value={link.value} scope="The JSON-RPC lookup works on these chains" chains={chains} />
  }
  if (link.status === 'invalid') return <InvalidInput problems={link.problems} />
  return <RpcTransactionPage chain={link.chain} blockHash={link.blockHash} index={link.index} indexText={link.indexText} />
}
