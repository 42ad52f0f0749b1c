import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { findEvmChain } from '@/chains'
import { afterPaint } from '@/lib/after-paint'
import { useVerifiedDecoding } from '@/lib/verified-sources/use-verified-decoding'
import { calledFunctionName, type DecodableTransaction, type DecodedTransaction } from './decode-with-parts'

interface Params {
  chain: string
  hash: string
  tx: DecodableTransaction
}

interface PendingParams extends Omit<Params, 'tx'> {
  /** undefined until the transaction has arrived: nothing is decoded meanwhile */
  tx: DecodableTransaction | undefined
  /** whether a published list names the called contract; undefined while that is not known yet */
  calledContractListed: boolean | undefined
}

/**
 * The decoded transaction as a query. The decoder and its shards are separate chunks, imported once the page has
 * painted the data that started the query, so they never delay it.
 */
export function decodedTransactionQuery({ chain, hash, tx }: Params) {
  return queryOptions({
    queryKey: ['decoded-transaction', chain, hash.toLowerCase(), tx.internal_transactions?.length ?? null],
    queryFn: async (): Promise<DecodedTransaction> => {
      await afterPaint()
      const { loadDecodedTransaction } = await import('./load-decoded-transaction')
      return loadDecodedTransaction(tx)
    },
    staleTime: Infinity,
    // A shard that fails to load leaves the data raw; asking again would not help the reader.
    retry: false,
  })
}

/**
 * The decoded transaction once its shards have loaded; null until then, or when decoding failed. Then, once Sourcify
 * has answered, with the names it gave what the index left unknown (src/lib/verified-sources/).
 */
export function useDecodedTransaction({ tx, calledContractListed, ...params }: PendingParams): DecodedTransaction | null {
  const query = decodedTransactionQuery({ ...params, tx: tx ?? NO_TRANSACTION })
  const offline = useQuery({ ...query, enabled: tx !== undefined }).data ?? null
  const chain = findEvmChain(params.chain)
  const verified = useVerifiedDecoding({ chainId: chain ? Number.parseInt(chain.id, 16) : null, hash: params.hash, tx, offline, calledContractListed })
  return verified?.decoded ?? offline
}

const NO_TRANSACTION: DecodableTransaction = { input: null, to_address: null, logs: [] }

/** The name of the function a transaction called, when its decoding is already cached: for a title worked out in a loader. */
export function cachedCalledFunctionName(queryClient: QueryClient, params: Params): string | null {
  const decoded = queryClient.getQueryData(decodedTransactionQuery(params).queryKey)
  return decoded ? calledFunctionName(decoded) : null
}
