import { useQuery } from '@tanstack/react-query'
import { rpcTransactionQuery } from '@/api/rpc-transaction'
import type { Transaction } from '@/api/transaction'
import { RPC_CHAINS, type EvmChain } from '@/chains'
import { feeBreakdown, type FeeBreakdown } from '@/lib/tx-story/fee-breakdown'

export type FeeState =
  { state: 'unavailable'; reason: 'no-rpc-chain' | 'no-block' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; fees: FeeBreakdown | null }

/** The JSON-RPC name of the chain this explorer view shows, when the RPC operation covers it. */
const rpcNameOf = (chain: EvmChain) => RPC_CHAINS.find((rpc) => rpc.evmSlug === chain.slug)?.rpcName ?? null

/**
 * The fee fields operation 5 does not have (type, max fee, priority fee), from the same transaction by block hash and
 * index (operation 8). The page asks only once its first data has painted, so the first row never waits for it.
 */
export function useFeeBreakdown(
  chain: EvmChain,
  tx: Pick<Transaction, 'hash' | 'block_hash' | 'transaction_index' | 'gas_price' | 'receipt_gas_used'>,
): FeeState {
  const rpcName = rpcNameOf(chain)
  const located = tx.block_hash !== null && tx.transaction_index !== null
  const query = useQuery({
    ...rpcTransactionQuery({ chain: rpcName ?? '', blockHash: tx.block_hash ?? '', index: BigInt(tx.transaction_index ?? 0) }),
    enabled: rpcName !== null && located,
    retry: 1,
  })
  if (rpcName === null) return { state: 'unavailable', reason: 'no-rpc-chain' }
  if (!located) return { state: 'unavailable', reason: 'no-block' }
  if (query.isPending) return { state: 'loading' }
  // A node that answers with another transaction at that index is not an answer about this one.
  if (query.isError || !query.data || query.data.hash.toLowerCase() !== tx.hash.toLowerCase()) return { state: 'failed' }
  const rpc = query.data
  return {
    state: 'ready',
    fees: feeBreakdown({
      type: rpc.type,
      effectiveGasPrice: tx.gas_price ?? rpc.gasPrice,
      maxFeePerGas: rpc.maxFeePerGas,
      maxPriorityFeePerGas: rpc.maxPriorityFeePerGas,
      gasUsed: tx.receipt_gas_used,
    }),
  }
}
