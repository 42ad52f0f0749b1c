import type { Hex } from 'viem'
import { byteLength, normalHex, type DecodeContext } from './decode-context'
import { strictArguments, type EventDecoding, type LogInput } from './decode-event'
import { signatureWithNames } from './decoded-value'
import { carriesItsCall, LOG_NOTE_SHAPES, paddedToWords } from './log-notes'

/** Where a non-anonymous event's topic0 would be. */
const ANONYMOUS: Hex = `0x${'0'.repeat(64)}`

/**
 * An anonymous note (the Vat's, LibNote's or ds-note's `LogNote`) that no indexed event claims: it fits only when its
 * four topics and its data decode strictly under one shape and the calldata it carries is the call its topics name.
 */
export function decodeNote(log: LogInput, context: DecodeContext): EventDecoding | null {
  const topics = log.topics.filter((topic): topic is string => topic !== null).map(normalHex)
  const data = log.data === null || log.data === '' ? '0x' : normalHex(log.data)
  if (topics.length !== 4 || data === null || topics.some((topic) => topic === null || byteLength(topic) !== 32)) return null
  const words = topics as Hex[]
  for (const shape of LOG_NOTE_SHAPES) {
    // strictArguments reads an event's parameters from the topics after topic0; a note has no signature topic, its
    // first topic is its first parameter, so a placeholder stands before them.
    const args = strictArguments(shape.event, [ANONYMOUS, ...words], paddedToWords(data), context)
    const calldata = args?.at(-1)?.value
    if (!args || calldata?.kind !== 'bytes' || !carriesItsCall(shape, words, calldata.value)) continue
    const { name, inputs } = shape.event
    return { status: 'decoded', event: { topic0: words[0]!, name, signature: signatureWithNames(name, inputs), args, otherMatches: 0 } }
  }
  return null
}
