import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/api/errors'
import { rpcTransactionQuery } from '@/api/rpc-transaction'
import type { RpcChain } from '@/chains'
import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { describeEndpoint, endpointUrl } from '@/lib/rpc-endpoint'
import { useEndpointChoice } from '@/lib/use-endpoint-choice'
import { NoTransactionAtIndex } from './NoTransactionAtIndex'
import { RpcTransactionFields } from './RpcTransactionFields'
import { RpcTransactionHeading } from './RpcTransactionHeading'
import { RpcTransactionSkeleton } from './RpcTransactionSkeleton'
import { TransactionViewLink } from './TransactionViewLink'

interface Props {
  chain: RpcChain
  blockHash: string
  index: bigint
  indexText: string
}

export function RpcTransactionPage({ chain, blockHash, index, indexText }: Props) {
  const [choice] = useEndpointChoice()
  const endpoint = endpointUrl(choice)
  const query = useQuery(rpcTransactionQuery({ chain: chain.rpcName, blockHash, index, endpoint }))
  const unreachableCustom = endpoint !== null && query.error instanceof ApiError && query.error.kind === 'network'
  return (
    <div className="space-y-4">
      <RpcTransactionHeading chain={chain} blockHash={blockHash} index={index} indexText={indexText} endpointName={describeEndpoint(choice)} />
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
      {query.isPending ? (
        <RpcTransactionSkeleton />
      ) : query.isError ? (
        <div className="space-y-2">
          <ErrorPanel error={query.error} subject="the transaction" onRetry={() => void query.refetch()} />
          {unreachableCustom && (
            <p className="text-sm text-muted">
              The browser could not get an answer from {describeEndpoint(choice)}. Check that the node is running and that it answers requests from other web
              pages (CORS).
            </p>
          )}
        </div>
      ) : query.data === null ? (
        <NoTransactionAtIndex chain={chain} blockHash={blockHash} index={index} />
      ) : (
        <>
          <TransactionViewLink tx={query.data} chain={chain} />
          <RpcTransactionFields tx={query.data} chain={chain} />
        </>
      )}
    </div>
  )
}
