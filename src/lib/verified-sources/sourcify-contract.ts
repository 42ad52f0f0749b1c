import { ApiError } from '@/api/errors'
import { fetchVerifiedContract } from '@/api/verified-contract'
import type { ContractLookup } from './decode-with-verified-sources'
import { LOOKUP_BOUNDS } from './lookup-bounds'
import { verifiedContractOf } from './sourcify-answers'

/**
 * Sourcify's answer for a contract on `chainId` through the server's proxy, keyless, within LOOKUP_BOUNDS.timeoutMs:
 * null when it is not verified (a 404); any other failure throws.
 */
export function verifiedContractLookup(chainId: number): ContractLookup {
  return async (address) => {
    try {
      return verifiedContractOf(await fetchVerifiedContract({ chainId: String(chainId), address }, undefined, LOOKUP_BOUNDS.timeoutMs))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  }
}
