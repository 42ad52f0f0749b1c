import type { AbiEvent, AbiParameter, Hex } from 'viem'

const topic = (name: string, type: string): AbiParameter & { indexed: true } => ({ name, type, indexed: true })

/**
 * The anonymous notes of dapphub's ds-note (DSProxy's `execute`, DSToken, DSChief) and of Maker's LibNote (the Vat,
 * the joins, the Pot), as their sources declare them: topic0 is the noted call's selector, left-aligned, and the
 * data ends with that call's calldata (ds-note's exactly, LibNote's padded to 224 bytes).
 */
export const LOG_NOTES: readonly AbiEvent[] = [
  {
    type: 'event',
    name: 'LogNote',
    anonymous: true,
    inputs: [
      topic('sig', 'bytes4'),
      topic('guy', 'address'),
      topic('foo', 'bytes32'),
      topic('bar', 'bytes32'),
      { name: 'wad', type: 'uint256' },
      { name: 'fax', type: 'bytes' },
    ],
  },
  {
    type: 'event',
    name: 'LogNote',
    anonymous: true,
    inputs: [topic('sig', 'bytes4'), topic('usr', 'address'), topic('arg1', 'bytes32'), topic('arg2', 'bytes32'), { name: 'data', type: 'bytes' }],
  },
]

/** A note's topic0: a selector followed by 28 zero bytes, with the three topics a note always has after it. */
export const isNoteTopic = (topics: readonly Hex[]) => topics.length === 4 && /^0x[0-9a-f]{8}0{56}$/.test(topics[0] ?? '')
