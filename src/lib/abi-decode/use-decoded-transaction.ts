import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { calledFunctionName, type DecodableTransaction, type DecodedTransaction } from './decode-transaction'

interface Params {
  chain: string
  hash: string
  tx: DecodableTransaction
}

interface PendingParams extends Omit<Params, 'tx'> {
  /** undefined until the transaction has arrived: nothing is decoded meanwhile */
  tx: DecodableTransaction | undefined
}

/**
 * The decoded transaction as a query. The decoder and its shards are separate chunks, imported when the query first
 * runs, so they never delay the page's first data.
 */
export function decodedTransactionQuery({ chain, hash, tx }: Params) {
  return queryOptions({
    queryKey: ['decoded-transaction', chain, hash.toLowerCase(), tx.internal_transactions?.length ?? null],
    queryFn: async (): Promise<DecodedTransaction> => {
      const { loadDecodedTransaction } = await import('./load-decoded-transaction')
      return loadDecodedTransaction(tx)
    },
    staleTime: Infinity,
    // A shard that fails to load leaves the data raw; asking again would not help the reader.
    retry: false,
  })
}

/** The decoded transaction once its shards have loaded; null until then, or when decoding failed. */
export function useDecodedTransaction({ tx, ...params }: PendingParams): DecodedTransaction | null {
  const query = decodedTransactionQuery({ ...params, tx: tx ?? NO_TRANSACTION })
  return useQuery({ ...query, enabled: tx !== undefined }).data ?? null
}

const NO_TRANSACTION: DecodableTransaction = { input: null, to_address: null, logs: [] }

/** The name of the function a transaction called, when its decoding is already cached: for a title worked out in a loader. */
export function cachedCalledFunctionName(queryClient: QueryClient, params: Params): string | null {
  const decoded = queryClient.getQueryData(decodedTransactionQuery(params).queryKey)
  return decoded ? calledFunctionName(decoded) : null
}
