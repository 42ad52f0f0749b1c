import { isHex, type Hex } from 'viem'
import { decodeEventLog, type EventTopics } from '@/lib/decode-event-log'
import { decodeTokenEvent, logTopics, type RawLog } from '@/lib/decode-log'

/**
 * ERC1155's two transfer events, as EIP-1155 declares them. Only these two: viem's erc1155Abi would bring every
 * function of the standard into the transaction view for two events.
 */
export const erc1155TransferAbi = [
  {
    type: 'event',
    name: 'TransferSingle',
    inputs: [
      { name: 'operator', type: 'address', indexed: true },
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'id', type: 'uint256', indexed: false },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'TransferBatch',
    inputs: [
      { name: 'operator', type: 'address', indexed: true },
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'ids', type: 'uint256[]', indexed: false },
      { name: 'values', type: 'uint256[]', indexed: false },
    ],
  },
] as const

export const ERC1155_TRANSFER_TOPICS: EventTopics<typeof erc1155TransferAbi> = {
  TransferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  TransferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
}

/** WETH9's Deposit and Withdrawal, as its published ABI declares them. */
export const wrappedNativeAbi = [
  {
    type: 'event',
    name: 'Deposit',
    inputs: [
      { name: 'dst', type: 'address', indexed: true },
      { name: 'wad', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Withdrawal',
    inputs: [
      { name: 'src', type: 'address', indexed: true },
      { name: 'wad', type: 'uint256', indexed: false },
    ],
  },
] as const

export const WRAPPED_NATIVE_TOPICS: EventTopics<typeof wrappedNativeAbi> = {
  Deposit: '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
  Withdrawal: '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
}

/** A log that moves tokens, decoded strictly against its standard's ABI; anything that does not fit is null. */
export type MovementEvent =
  | { event: 'erc20-transfer'; from: string; to: string; value: bigint }
  | { event: 'erc721-transfer'; from: string; to: string; tokenId: bigint }
  | { event: 'erc1155-transfer'; from: string; to: string; ids: readonly bigint[]; values: readonly bigint[] }
  | { event: 'deposit'; to: string; value: bigint }
  | { event: 'withdrawal'; from: string; value: bigint }

const lower = (address: string) => address.toLowerCase()

/** One 32-byte word of data, as "0x" and 64 hex digits: what a uint256 event argument takes. */
const ONE_WORD = 66
const TWO_WORDS = 130

/**
 * Whether the data is exactly two uint256[] lists of `length` laid out as the ABI lays them out: the two offsets,
 * then each list's length and items, nothing more. Extra words or odd offsets do not fit.
 */
function isCanonicalBatch(data: Hex, length: number): boolean {
  const words = 4 + 2 * length
  if (data.length !== 2 + words * 64) return false
  const word = (index: number) => BigInt(`0x${data.slice(2 + index * 64, 2 + (index + 1) * 64)}`)
  return word(0) === 64n && word(1) === BigInt(32 * (3 + length))
}

function erc1155Event(topics: [Hex, ...Hex[]], data: Hex): MovementEvent | null {
  // operator, from and to are indexed
  if (topics.length !== 4) return null
  const decoded = decodeEventLog(erc1155TransferAbi, ERC1155_TRANSFER_TOPICS, topics, data)
  if (decoded?.eventName === 'TransferSingle' && data.length === TWO_WORDS) {
    const { from, to, id, value } = decoded.args
    return { event: 'erc1155-transfer', from: lower(from), to: lower(to), ids: [id], values: [value] }
  }
  if (decoded?.eventName === 'TransferBatch') {
    const { from, to, ids, values } = decoded.args
    // A batch whose lists disagree in length is not a transfer anyone can read.
    if (ids.length !== values.length || !isCanonicalBatch(data, ids.length)) return null
    return { event: 'erc1155-transfer', from: lower(from), to: lower(to), ids, values }
  }
  return null
}

function wrappedNativeEvent(topics: [Hex, ...Hex[]], data: Hex): MovementEvent | null {
  // the account is indexed
  if (topics.length !== 2 || data.length !== ONE_WORD) return null
  const decoded = decodeEventLog(wrappedNativeAbi, WRAPPED_NATIVE_TOPICS, topics, data)
  if (decoded?.eventName === 'Deposit') return { event: 'deposit', to: lower(decoded.args.dst), value: decoded.args.wad }
  if (decoded?.eventName === 'Withdrawal') return { event: 'withdrawal', from: lower(decoded.args.src), value: decoded.args.wad }
  return null
}

/** Topics a log names, counted before any is checked: a malformed topic must not shift the rest. */
const namedTopics = (log: RawLog) => [log.topic0, log.topic1, log.topic2, log.topic3].filter((topic) => topic !== null).length

/**
 * A movement event, or null. The number of topics must be exactly what the event indexes (ERC20's Transfer has
 * three, ERC721's four), and the data exactly the arguments' encoding: a log with Transfer's topic0 and any other
 * shape is a collision and fails closed.
 */
export function decodeMovementEvent(log: RawLog): MovementEvent | null {
  const topics = logTopics(log)
  if (topics.length === 0 || topics.length !== namedTopics(log)) return null
  const token = decodeTokenEvent(log)
  if (token?.event === 'Transfer' && token.standard === 'erc20' && topics.length === 3 && log.data?.length === ONE_WORD)
    return { event: 'erc20-transfer', from: token.from, to: token.to, value: token.value }
  if (token?.event === 'Transfer' && token.standard === 'erc721' && topics.length === 4 && (log.data ?? '0x') === '0x')
    return { event: 'erc721-transfer', from: token.from, to: token.to, tokenId: token.tokenId }
  if (token) return null
  const data = (log.data && isHex(log.data, { strict: true }) ? log.data.toLowerCase() : '0x') as Hex
  const nonEmpty = topics as [Hex, ...Hex[]]
  return erc1155Event(nonEmpty, data) ?? wrappedNativeEvent(nonEmpty, data)
}
