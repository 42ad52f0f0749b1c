import * as z from 'zod/mini'
import { requestJson, sourcifyUrl } from './client'
import { freeText, requiredText } from './fields'
import { declareOperation, operationPath } from './operation'
import { ADDRESS } from './request-patterns'
import { COMMA, SOURCIFY_CHAIN_ID } from './sourcify-patterns'

/**
 * Sourcify's API v2 lookup of a verified contract (argotorg/sourcify, services/server/src/server/apiv2/lookup): 200
 * with `match` ("exact_match", or "match" for a partial match), the ABI, the compilation's contract name and the
 * proxy resolution; 404 when the contract is not verified. The ABI is untrusted JSON, read item by item
 * (src/lib/verified-sources/verified-abi.ts); the names are untrusted text.
 */
export const verifiedContractSchema = z.object({
  match: z.enum(['exact_match', 'match']),
  address: requiredText,
  abi: z.array(z.unknown()),
  compilation: z.nullish(z.object({ name: freeText })),
  proxyResolution: z.nullish(
    z.object({
      isProxy: z.nullish(z.boolean()),
      implementations: z.nullish(z.array(z.object({ address: requiredText, name: freeText }))),
    }),
  ),
})
export type VerifiedContractAnswer = z.output<typeof verifiedContractSchema>

export interface VerifiedContractParams {
  /** decimal, as Sourcify names chains */
  chainId: string
  address: string
}

/** What the app asks for, and all the allow-list lets through: never the sources or the bytecode. */
export const VERIFIED_CONTRACT_FIELDS = 'abi,compilation,proxyResolution'

/** Throws an ApiError, with status 404 when the contract is not verified. */
export function fetchVerifiedContract(params: VerifiedContractParams, signal?: AbortSignal, timeoutMs?: number): Promise<VerifiedContractAnswer> {
  const url = sourcifyUrl(operationPath(verifiedContractOperation, params), { fields: VERIFIED_CONTRACT_FIELDS })
  return requestJson(url, verifiedContractSchema, { signal, timeoutMs })
}

export const verifiedContractOperation = declareOperation({
  name: 'verified-contract',
  summary: 'a contract’s verified ABI, name and proxy resolution, from Sourcify',
  base: 'sourcify',
  method: 'GET',
  path: '/v2/contract/:chainId/:address',
  params: { chainId: SOURCIFY_CHAIN_ID, address: ADDRESS },
  query: { fields: VERIFIED_CONTRACT_FIELDS.split(',').join(COMMA) },
  required: ['fields'],
  schema: verifiedContractSchema,
  cache: {
    seconds: 604_800,
    browserSeconds: 86_400,
    staleWhileRevalidate: 0,
    why: 'a verified ABI never changes; a week, not for good, because a proxy’s implementation may',
  },
  ceiling: 'sourcify',
  // The stand-in's verified contract (mocks/sourcify-answers.ts)
  example: { chainId: '1', address: '0x5a0f3e8d2c7b1a9e4d6f8c0b2a4e6d8f0c1b3a5e' } as VerifiedContractParams,
  fetch: fetchVerifiedContract,
})
