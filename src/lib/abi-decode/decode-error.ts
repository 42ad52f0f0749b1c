import type { AbiError } from 'abitype'
import type { Hex } from 'viem'
import { argumentsAfterSelector, chooseCandidate, listedCandidates, selectorData } from './choose-candidate'
import type { DecodeContext } from './decode-context'
import { nestedCallDecoder } from './decode-call'
import { decodedArgument, signatureWithNames, type DecodedArgument } from './decoded-value'
import { nameSourceOf, type NameSource } from './name-source'

/** The two errors the language itself raises; every other one comes from the index. */
const LANGUAGE_ERRORS: Record<string, AbiError> = {
  '0x08c379a0': { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  '0x4e487b71': { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
}

/** What Solidity's panic codes mean (https://docs.soliditylang.org/en/latest/control-structures.html#panic-via-assert-and-error-via-require). */
const PANIC_REASONS: Record<string, string> = {
  '1': 'an assert failed',
  '17': 'an arithmetic overflow or underflow',
  '18': 'a division or modulo by zero',
  '33': 'a conversion to an enum out of range',
  '34': 'a storage byte array encoded wrongly',
  '49': 'pop() on an empty array',
  '50': 'an array index out of bounds',
  '65': 'too much memory allocated',
  '81': 'a call to an uninitialised function',
}

export interface DecodedError {
  selector: Hex
  name: string
  signature: string
  args: DecodedArgument[]
  /** for Panic(uint256), what its code means */
  panicReason: string | null
  otherMatches: number
  /** absent when the offline index (or the language) named it */
  nameSource?: NameSource
}

export type ErrorDecoding =
  | { status: 'decoded'; error: DecodedError }
  | { status: 'unknown'; selector: Hex; databaseCandidates?: string[] }
  | { status: 'pending'; selector: Hex }
  | { status: 'too-large'; selector: Hex; bytes: number }
  /** empty revert data, or not hex */
  | { status: 'no-data' }

/** Decodes revert data: Error(string), Panic(uint256), or a custom error from the index, strictly. */
export function decodeRevert(revertData: string | null | undefined, context: DecodeContext): ErrorDecoding {
  const revert = selectorData(revertData)
  if (!revert) return { status: 'no-data' }
  const { data, selector } = revert
  const language = LANGUAGE_ERRORS[selector]
  const lookup = (key: string) => (language ? [language] : context.index.errors(key))
  const choice = chooseCandidate(context, { key: selector, lookup, data, fit: argumentsAfterSelector(data) })
  if (choice.status === 'unknown') return { status: 'unknown', selector, ...listedCandidates(choice) }
  if (choice.status !== 'chosen') return { ...choice, selector }
  const nested = nestedCallDecoder(context, 0)
  const { candidate, args } = choice
  const nameSource = nameSourceOf(candidate)
  const panicCode = candidate === LANGUAGE_ERRORS['0x4e487b71'] ? String(args[0]) : null
  return {
    status: 'decoded',
    error: {
      selector,
      name: candidate.name,
      signature: signatureWithNames(candidate.name, candidate.inputs),
      args: candidate.inputs.map((input, index) => decodedArgument(input, args[index], nested)),
      panicReason: panicCode === null ? null : (PANIC_REASONS[panicCode] ?? 'an unknown panic code'),
      otherMatches: choice.otherMatches,
      ...(nameSource && { nameSource }),
    },
  }
}
