import { signatureLookupSchema } from '../../src/api/signature-lookup.ts'
import type { Transaction } from '../../src/api/transaction.ts'
import { VERIFIED_CONTRACT_FIELDS, verifiedContractSchema } from '../../src/api/verified-contract.ts'
import type { StoryEvidence } from '../../src/lib/tx-story/action-summary.ts'
import { decodeWithVerifiedSources, type VerifiedSourcesLookups } from '../../src/lib/verified-sources/decode-with-verified-sources.ts'
import { signatureMatchesOf } from '../../src/lib/verified-sources/signature-answers.ts'
import { verifiedContractOf } from '../../src/lib/verified-sources/sourcify-answers.ts'
import { decodeWithIndex, storyEvidenceOf } from './called-function.ts'
import { proxyPathOf, type FetchJson } from './view-requests.ts'

/**
 * Sourcify's two operations as the page asks them, through this server's proxy (so its allow-list, cache and ceiling
 * apply): a 404 is a contract that is not verified; any other failure throws.
 */
export function proxyLookups(chainId: number, fetchJson: FetchJson, signal: AbortSignal): VerifiedSourcesLookups {
  const ask = async (operation: 'verified-contract' | 'signature-lookup', params: Record<string, string>) => {
    const path = proxyPathOf({ operation, params })
    if (!path) throw new Error(`${operation} has no proxy path`)
    return fetchJson(path, signal)
  }
  return {
    contract: async (address) => {
      const answer = await ask('verified-contract', { chainId: String(chainId), address, fields: VERIFIED_CONTRACT_FIELDS })
      if (answer.status === 404) return null
      if (answer.status !== 200) throw new Error(`verified-contract: HTTP ${answer.status}`)
      return verifiedContractOf(verifiedContractSchema.parse(answer.body))
    },
    signatures: async ({ functions, events }) => {
      const answer = await ask('signature-lookup', { function: functions.join(','), event: events.join(',') })
      if (answer.status !== 200) throw new Error(`signature-lookup: HTTP ${answer.status}`)
      return signatureMatchesOf(signatureLookupSchema.parse(answer.body))
    },
  }
}

/**
 * The story's evidence with what Sourcify names of what the index left unknown, as the page has it once its lookups
 * answer; the index's alone when they fail or `deadline` (ms since the epoch) comes first.
 */
export async function verifiedStoryEvidenceOf(
  tx: Transaction,
  chainId: number,
  fetchJson: FetchJson,
  signal: AbortSignal,
  deadline: number,
): Promise<StoryEvidence> {
  const offline = storyEvidenceOf(tx, chainId)
  if (!offline.decoded) return offline
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))
  })
  const lookups = proxyLookups(chainId, fetchJson, signal)
  const verified = decodeWithVerifiedSources(tx, offline.decoded, lookups, async (layers) => decodeWithIndex(tx, layers)).catch(() => null)
  const found = await Promise.race([verified, late]).finally(() => clearTimeout(timer))
  return found ? { ...offline, decoded: found.decoded } : offline
}
