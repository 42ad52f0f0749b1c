import type { EvmChain } from '@/chains'
import { parseInternalFlag, type TransactionSearch } from '@/lib/transaction-search'
import { transactionHashProblem } from '@/lib/values/transaction-hash'
import { isUnserved, present, servedChain, type CheckedOnChain } from './checked-link'

/**
 * The transaction view's link, apart from the other views' (view-links.ts): a hash needs none of the address checks'
 * code (keccak for EIP-55), the NFT and range filters, or the Solana and RPC inputs.
 */
export type TransactionLink = CheckedOnChain<{ chain: EvmChain; hash: string; includeInternal: boolean }>

export function readTransactionLink(params: { chain: string; hash: string }, search: TransactionSearch): TransactionLink {
  const chain = servedChain(params.chain, 'general')
  if (isUnserved(chain)) return chain
  const { include, problem } = parseInternalFlag(search)
  const problems = present([transactionHashProblem(params.hash), problem])
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', chain, hash: params.hash, includeInternal: include }
}
