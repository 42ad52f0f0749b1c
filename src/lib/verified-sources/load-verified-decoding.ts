import { loadDecodedTransaction } from '@/lib/abi-decode/load-decoded-transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import { decodeWithVerifiedSources, type TransactionInView, type VerifiedDecoding } from './decode-with-verified-sources'
import { layeredIndex } from './layered-index'
import { sourcifyLookups } from './sourcify-client'

/** The page's decoding with Sourcify's names after the index's, through the server's proxy; the shards are already cached. */
export function loadVerifiedDecoding(tx: TransactionInView, offline: DecodedTransaction, chainId: number): Promise<VerifiedDecoding> {
  return decodeWithVerifiedSources(tx, offline, sourcifyLookups(chainId), (layers) =>
    loadDecodedTransaction(tx, undefined, undefined, (index) => layeredIndex(index, layers)),
  )
}
