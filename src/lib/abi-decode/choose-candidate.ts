import type { AbiParameter, Hex } from 'viem'
import { byteLength, candidatesFor, normalHex, prefixParameters, strictParameters, type DecodeContext, type PrefixFit } from './decode-context'
import { signatureWithNames } from './decoded-value'
import { DECODE_LIMITS } from './limits'
import { sourceTier } from './name-source'

export type CandidateChoice<Candidate, Args> =
  | { status: 'chosen'; candidate: Candidate; args: Args; otherMatches: number }
  /**
   * no candidate fits the data strictly; or only the signature database's do and more than one of them fits, so none
   * is named and each is listed (`databaseCandidates`)
   */
  | { status: 'unknown'; databaseCandidates?: Candidate[] }
  /** the shard that holds the key is not loaded */
  | { status: 'pending' }
  | { status: 'too-large'; bytes: number }

interface Choice<Candidate, Args> {
  /** the selector or topic0 the index is keyed by */
  key: string
  lookup: (key: string) => Candidate[] | undefined
  data: Hex
  /** the candidate's arguments when `data` fits it strictly, otherwise null */
  fit: (candidate: Candidate) => Args | null
  /** whether a fit used all of the data; a fit that does is chosen before one that leaves bytes over */
  usesAllData?: (args: Args) => boolean
}

/**
 * The first of the index's candidates for a selector or topic0 that fits the data strictly; the others that also fit
 * are counted, since a signature hash can collide. Candidates of a later source (name-source.ts) count only where no
 * earlier source's fits; where several of the signature database's fit, none is chosen.
 */
export function chooseCandidate<Candidate, Args>(
  context: DecodeContext,
  { key, lookup, data, fit, usesAllData = () => true }: Choice<Candidate, Args>,
): CandidateChoice<Candidate, Args> {
  if (byteLength(data) > DECODE_LIMITS.maxDataBytes) return { status: 'too-large', bytes: byteLength(data) }
  const candidates = candidatesFor(context, key, lookup)
  if (!candidates) return { status: 'pending' }
  const allFitting = candidates.flatMap((candidate) => {
    const args = fit(candidate)
    return args ? [{ candidate, args }] : []
  })
  const tier = Math.min(...allFitting.map(({ candidate }) => sourceTier(candidate)))
  const fitting = allFitting.filter(({ candidate }) => sourceTier(candidate) === tier)
  if (tier === DATABASE_TIER && fitting.length > 1) return { status: 'unknown', databaseCandidates: fitting.map(({ candidate }) => candidate) }
  const first = fitting.find(({ args }) => usesAllData(args)) ?? fitting[0]
  if (!first) return { status: 'unknown' }
  return { status: 'chosen', ...first, otherMatches: fitting.length - 1 }
}

const DATABASE_TIER = 2

/** The signatures of the database's candidates that all fit, none named: each is listed for the reader. */
export function listedCandidates(choice: { databaseCandidates?: readonly { name: string; inputs: readonly AbiParameter[] }[] }): {
  databaseCandidates?: string[]
} {
  return choice.databaseCandidates
    ? { databaseCandidates: choice.databaseCandidates.map((candidate) => signatureWithNames(candidate.name, candidate.inputs)) }
    : {}
}

/** Calldata and revert data alike: a 4-byte selector, then the arguments ABI-encoded. */
export interface SelectorData {
  data: Hex
  selector: Hex
}

/** The data in lower case and its selector, or null when it is empty, shorter than a selector, or not hex. */
export function selectorData(input: string | null | undefined): SelectorData | null {
  const data = normalHex(input)
  if (!data || byteLength(data) < 4) return null
  return { data, selector: data.slice(0, 10) as Hex }
}

/** A `fit` for calldata: the arguments after the selector fit a prefix strictly, and what is appended after them. */
export const callArgumentsAfterSelector =
  (data: Hex) =>
  (candidate: { inputs: readonly AbiParameter[] }): PrefixFit | null =>
    prefixParameters(candidate.inputs, `0x${data.slice(10)}`)

/** A `fit` for revert data: the arguments after the selector, strictly under the candidate's inputs. */
export const argumentsAfterSelector =
  (data: Hex) =>
  (candidate: { inputs: readonly AbiParameter[] }): readonly unknown[] | null =>
    strictParameters(candidate.inputs, `0x${data.slice(10)}`)
