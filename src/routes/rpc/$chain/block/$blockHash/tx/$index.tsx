import { createFileRoute } from '@tanstack/react-router'
import { rpcTransactionQuery } from '../../../../../../api/rpc-transaction'
import { InvalidInput } from '../../../../../../components/InvalidInput'
import { RpcResultPage } from '../../../../../../features/rpc-lookup/RpcResultPage'
import { UnknownRpcChain } from '../../../../../../features/rpc-lookup/UnknownRpcChain'
import { endpointUrl, readEndpointChoice } from '../../../../../../lib/rpc-endpoint'
import { blockHashProblem, indexProblem, parseTxIndex, resolveRpcChain } from '../../../../../../lib/rpc-lookup-input'

export const Route = createFileRoute('/rpc/$chain/block/$blockHash/tx/$index')({
  loader: ({ params, context }) => {
    const chain = resolveRpcChain(params.chain)
    const index = parseTxIndex(params.index)
    if (!chain || index === null || blockHashProblem(params.blockHash)) return
    const endpoint = endpointUrl(readEndpointChoice())
    void context.queryClient.prefetchQuery(rpcTransactionQuery({ chain: chain.name, blockHash: params.blockHash, index, endpoint }))
  },
  component: RpcResultRoute,
})

function RpcResultRoute() {
  const params = Route.useParams()
  const chain = resolveRpcChain(params.chain)
  const index = parseTxIndex(params.index)
  if (!chain) return <UnknownRpcChain value={params.chain} />
  const problems = [blockHashProblem(params.blockHash), indexProblem(params.index)].filter((problem): problem is string => problem !== null)
  if (problems.length > 0 || index === null) return <InvalidInput problems={problems} />
  return <RpcResultPage chain={chain} blockHash={params.blockHash} index={index} indexText={params.index} />
}
