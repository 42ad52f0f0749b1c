import { fetchSignatures } from '@/api/signature-lookup'
import type { VerifiedSourcesLookups } from './decode-with-verified-sources'
import { LOOKUP_BOUNDS } from './lookup-bounds'
import { signatureMatchesOf } from './signature-answers'
import { verifiedContractLookup } from './sourcify-contract'

/**
 * Sourcify's two operations (src/api/verified-contract.ts, src/api/signature-lookup.ts) through the server's proxy,
 * keyless, each given LOOKUP_BOUNDS.timeoutMs: a contract on `chainId` (null when it is not verified: a 404) and a
 * batch of selectors and topics in the signature database. Any other failure throws.
 */
export function sourcifyLookups(chainId: number): VerifiedSourcesLookups {
  return {
    contract: verifiedContractLookup(chainId),
    signatures: async (batch) => signatureMatchesOf(await fetchSignatures(batch, undefined, LOOKUP_BOUNDS.timeoutMs)),
  }
}
