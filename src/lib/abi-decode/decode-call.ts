import type { Hex } from 'viem'
import { callArgumentsAfterSelector, chooseCandidate, listedCandidates, selectorData } from './choose-candidate'
import { byteLength, type DecodeContext } from './decode-context'
import { decodedArgument, signatureWithNames, type DecodedCall, type NestedCall, type NestedDecoder } from './decoded-value'
import { DECODE_LIMITS } from './limits'
import { nameSourceOf } from './name-source'

export type CallDecoding =
  | { status: 'decoded'; call: DecodedCall }
  /** no signature decodes this data strictly; or several of the signature database's do, listed and none named */
  | { status: 'unknown'; selector: Hex; databaseCandidates?: string[] }
  /** the shard that holds the selector is not loaded */
  | { status: 'pending'; selector: Hex }
  | { status: 'too-large'; selector: Hex; bytes: number }
  /** a call that fits, nested deeper than DECODE_LIMITS.maxCallDepth: left as bytes */
  | { status: 'too-deep'; selector: Hex }
  /** empty, shorter than a selector, or not hex */
  | { status: 'not-a-call' }

/** A decoder for bytes arguments one call deeper, within the context's budget of nested calls. */
export function nestedCallDecoder(context: DecodeContext, depth: number): NestedDecoder {
  return (data) => {
    if (byteLength(data) < 4 || context.nestedCallsLeft <= 0) return null
    context.nestedCallsLeft -= 1
    const decoding = decodeCall(data, context, depth + 1)
    if (decoding.status === 'decoded') return { status: 'decoded', call: decoding.call } satisfies NestedCall
    if (decoding.status === 'too-deep') return { status: 'too-deep' }
    return null
  }
}

/**
 * Decodes calldata with the signature index. A candidate fits when its arguments decode and encode back to exactly
 * the start of the data; bytes a front-end appended after them are kept as `appendedBytes`. The first candidate that
 * uses all of the data is shown, else the first that fits; the others that also fit are counted. `depth` is how many
 * calls this one is nested in.
 */
export function decodeCall(input: string | null | undefined, context: DecodeContext, depth = 0): CallDecoding {
  const call = selectorData(input)
  if (!call) return { status: 'not-a-call' }
  const { data, selector } = call
  const choice = chooseCandidate(context, {
    key: selector,
    lookup: context.index.functions,
    data,
    fit: callArgumentsAfterSelector(data),
    usesAllData: (fit) => fit.appended === null,
  })
  if (choice.status === 'unknown') return { status: 'unknown', selector, ...listedCandidates(choice) }
  if (choice.status !== 'chosen') return { ...choice, selector }
  if (depth > DECODE_LIMITS.maxCallDepth) return { status: 'too-deep', selector }
  const nested = nestedCallDecoder(context, depth)
  const { candidate, args } = choice
  const nameSource = nameSourceOf(candidate)
  return {
    status: 'decoded',
    call: {
      selector,
      name: candidate.name,
      signature: signatureWithNames(candidate.name, candidate.inputs),
      args: candidate.inputs.map((input, index) => decodedArgument(input, args.values[index], nested)),
      otherMatches: choice.otherMatches,
      appendedBytes: args.appended,
      ...(nameSource && { nameSource }),
    },
  }
}
