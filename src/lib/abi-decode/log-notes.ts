import type { AbiEvent, AbiParameter, Hex } from 'viem'

const topic = (name: string, type: string): AbiParameter & { indexed: true } => ({ name, type, indexed: true })
const note = (inputs: AbiParameter[]): AbiEvent => ({ type: 'event', name: 'LogNote', anonymous: true, inputs })

/** A note's shape, and the first of its topics that repeat the noted call's arguments, word by word, to the last. */
export interface LogNoteShape {
  event: AbiEvent
  firstArgumentTopic: 1 | 2
}

/**
 * The anonymous notes of Maker's Vat, of Maker's LibNote (the joins, the Pot, the Jug) and of dapphub's ds-note
 * (DSProxy's `execute`, DSToken, DSChief), as their sources declare them. Topic0 is the noted call's selector,
 * left-aligned; the data carries the call's calldata (the Vat's and LibNote's padded to 224 bytes, ds-note's exact).
 * The Vat's topics after it are the call's first three argument words; LibNote's and ds-note's, the caller and the
 * first two. The Vat's shape is tried first: a LibNote shape would read its first argument as a caller.
 */
export const LOG_NOTE_SHAPES: readonly LogNoteShape[] = [
  {
    event: note([topic('sig', 'bytes4'), topic('arg1', 'bytes32'), topic('arg2', 'bytes32'), topic('arg3', 'bytes32'), { name: 'data', type: 'bytes' }]),
    firstArgumentTopic: 1,
  },
  {
    event: note([topic('sig', 'bytes4'), topic('usr', 'address'), topic('arg1', 'bytes32'), topic('arg2', 'bytes32'), { name: 'data', type: 'bytes' }]),
    firstArgumentTopic: 2,
  },
  {
    event: note([
      topic('sig', 'bytes4'),
      topic('guy', 'address'),
      topic('foo', 'bytes32'),
      topic('bar', 'bytes32'),
      { name: 'wad', type: 'uint256' },
      { name: 'fax', type: 'bytes' },
    ]),
    firstArgumentTopic: 2,
  },
]

/**
 * Whether the calldata a note carries is the call its topics name: it starts with topic0's selector, and the topics
 * from `firstArgumentTopic` are its argument words (read as the EVM reads calldata: zeros past its end).
 */
export function carriesItsCall(shape: LogNoteShape, topics: readonly Hex[], calldata: Hex): boolean {
  const body = calldata
    .slice(10)
    .toLowerCase()
    .padEnd(64 * 3, '0')
  if (calldata.slice(0, 10).toLowerCase() !== topics[0]?.slice(0, 10)) return false
  return topics.slice(shape.firstArgumentTopic).every((word, index) => word.slice(2) === body.slice(64 * index, 64 * (index + 1)))
}

/** Data whose last bytes value an early compiler logged unpadded, padded to whole words as the ABI lays it out. */
export const paddedToWords = (data: Hex): Hex => {
  const bytes = (data.length - 2) / 2
  return bytes % 32 === 0 ? data : (`${data}${'00'.repeat(32 - (bytes % 32))}` as Hex)
}
