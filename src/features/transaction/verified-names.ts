import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import type { Knowledge } from '@/lib/tx-story/knowledge'
import { useVerifiedDecoding } from '@/lib/verified-sources/use-verified-decoding'

export interface VerifiedNames {
  /** contracts' names from their verified source, by lower-case address, where no label or published list names them */
  names: Record<string, string>
  /** Sourcify could not be reached (down, slow, 429, 5xx, malformed): the page is the offline index's */
  unreachable: boolean
}

/**
 * What Sourcify said of this transaction's contracts, once the decoding asked it (use-decoded-transaction.ts); null
 * until then. A name from a verified source is the last resort: the API's labels and the published lists come first.
 */
export function useVerifiedNames(chain: EvmChain, tx: Transaction, known: Knowledge | null): VerifiedNames | null {
  const verified = useVerifiedDecoding({ chainId: Number.parseInt(chain.id, 16), hash: tx.hash, tx, offline: null })
  if (!verified) return null
  const labelled = new Set([tx.to_address_label ? tx.to_address?.toLowerCase() : null, tx.from_address_label ? tx.from_address?.toLowerCase() : null])
  const names = Object.fromEntries(Object.entries(verified.contractNames).filter(([address]) => !labelled.has(address) && !known?.(address)))
  return { names, unreachable: verified.unreachable }
}
