import type { AbiError } from 'abitype'
import type { Hex } from 'viem'
import { byteLength, candidatesFor, fittingCandidates, normalHex, type DecodeContext } from './decode-context'
import { nestedCallDecoder } from './decode-call'
import { decodedArgument, signatureWithNames, type DecodedArgument } from './decoded-value'
import { DECODE_LIMITS } from './limits'

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
}

export type ErrorDecoding =
  | { status: 'decoded'; error: DecodedError }
  | { status: 'unknown'; selector: Hex }
  | { status: 'pending'; selector: Hex }
  | { status: 'too-large'; selector: Hex; bytes: number }
  /** empty revert data, or not hex */
  | { status: 'no-data' }

/** Decodes revert data: Error(string), Panic(uint256), or a custom error from the index, strictly. */
export function decodeRevert(revertData: string | null | undefined, context: DecodeContext): ErrorDecoding {
  const data = normalHex(revertData)
  if (!data || byteLength(data) < 4) return { status: 'no-data' }
  const selector = data.slice(0, 10) as Hex
  if (byteLength(data) > DECODE_LIMITS.maxDataBytes) return { status: 'too-large', selector, bytes: byteLength(data) }
  const language = LANGUAGE_ERRORS[selector]
  const candidates = language ? [language] : candidatesFor(context, selector, context.index.errors)
  if (!candidates) return { status: 'pending', selector }
  const fitting = fittingCandidates(candidates, data)
  const first = fitting[0]
  if (!first) return { status: 'unknown', selector }
  const nested = nestedCallDecoder(context, 0)
  const { candidate, args } = first
  const panicCode = candidate === LANGUAGE_ERRORS['0x4e487b71'] ? String(args[0]) : null
  return {
    status: 'decoded',
    error: {
      selector,
      name: candidate.name,
      signature: signatureWithNames(candidate.name, candidate.inputs),
      args: candidate.inputs.map((input, index) => decodedArgument(input, args[index], nested)),
      panicReason: panicCode === null ? null : (PANIC_REASONS[panicCode] ?? 'an unknown panic code'),
      otherMatches: fitting.length - 1,
    },
  }
}
