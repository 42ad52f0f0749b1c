import * as z from 'zod/mini'
import { requestJson, sourcifyUrl } from './client'
import { freeText } from './fields'
import { declareOperation, operationPath } from './operation'
import { COMMA, SIGNATURE_BATCH_SIZE } from './sourcify-patterns'

const signatureListSchema = z.nullish(z.array(z.object({ name: freeText, filtered: z.nullish(z.boolean()) })))
const signatureGroupSchema = z.nullish(z.record(z.string(), signatureListSchema))

/**
 * The signature database's lookup (argotorg/sourcify, services/4byte, OpenChain-compatible): text signatures by
 * selector (`function`, which errors share) and by topic0 (`event`); a key it does not know maps to null or [].
 * Every name is untrusted: it is used only where it hashes to its key and decodes the data exactly.
 */
export const signatureLookupSchema = z.object({
  ok: z.boolean(),
  result: z.object({ function: signatureGroupSchema, event: signatureGroupSchema }),
})
export type SignatureLookupAnswer = z.output<typeof signatureLookupSchema>

export interface SignatureLookupParams {
  /** 4-byte selectors, lower-case hex */
  functions: readonly string[]
  /** 32-byte topics, lower-case hex */
  events: readonly string[]
}

export function fetchSignatures({ functions, events }: SignatureLookupParams, signal?: AbortSignal, timeoutMs?: number): Promise<SignatureLookupAnswer> {
  const url = sourcifyUrl(operationPath(signatureLookupOperation, {}), { function: functions.join(','), event: events.join(',') })
  return requestJson(url, signatureLookupSchema, { signal, timeoutMs })
}

const keys = (pattern: string) => `${pattern}(${COMMA}${pattern}){0,${SIGNATURE_BATCH_SIZE - 1}}`

export const signatureLookupOperation = declareOperation({
  name: 'signature-lookup',
  summary: 'text signatures of selectors and topics, in batches, from Sourcify’s signature database',
  base: 'sourcify',
  method: 'GET',
  path: '/signature-database/v1/lookup',
  params: {},
  query: { function: keys('0x[0-9a-f]{8}'), event: keys('0x[0-9a-f]{64}') },
  required: [],
  schema: signatureLookupSchema,
  cache: {
    seconds: 600,
    browserSeconds: 600,
    staleWhileRevalidate: 0,
    why: 'a batch’s misses are filled as contracts are verified, so a lookup is kept briefly: ten minutes',
  },
  ceiling: 'sourcify',
  // A selector and a topic the stand-in knows (mocks/sourcify-answers.ts)
  example: {
    functions: ['0x087991bc'],
    events: ['0xf73c3c226af96b7f1ba666a21b3ceaf2be3ee6a365e3178fd9cd1eaae0075aa8'],
  } as SignatureLookupParams,
  fetch: fetchSignatures,
})
