import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { ContractLookup, TransactionInView, VerifiedDecoding } from './decode-with-verified-sources'
import { verifiedContractLookup } from './sourcify-contract'

/**
 * For a transaction the index decoded whole: Sourcify is asked only the called contract's verified name, and the
 * decoding stays the index's (an ABI layered after it would name nothing more). No ABI is read and the signature
 * database is not asked, so none of their code loads.
 */
export async function nameCalledContract(tx: TransactionInView, offline: DecodedTransaction, lookup: ContractLookup): Promise<VerifiedDecoding> {
  const address = tx.to_address?.toLowerCase()
  if (!address) return { decoded: offline, contractNames: {}, unreachable: false, requests: 0 }
  try {
    const contract = await lookup(address)
    return { decoded: offline, contractNames: contract?.name ? { [contract.address]: contract.name } : {}, unreachable: false, requests: 1 }
  } catch {
    return { decoded: offline, contractNames: {}, unreachable: true, requests: 1 }
  }
}

/** The called contract's verified name through the server's proxy. */
export function loadVerifiedName(tx: TransactionInView, offline: DecodedTransaction, chainId: number): Promise<VerifiedDecoding> {
  return nameCalledContract(tx, offline, verifiedContractLookup(chainId))
}
