import { isEvmAddress } from '@/lib/values/evm-address-checksum'
import { isSolanaAddress } from '@/lib/values/solana-address'
import { isTransactionHash } from '@/lib/values/transaction-hash'

export type QueryKind = 'transaction' | 'evm-address' | 'solana-address' | 'unknown'

/** What a pasted string is, so the search box can offer the views that fit it. */
export function classifyQuery(input: string): QueryKind {
  const value = input.trim()
  if (isTransactionHash(value)) return 'transaction'
  if (isEvmAddress(value)) return 'evm-address'
  if (isSolanaAddress(value)) return 'solana-address'
  return 'unknown'
}
