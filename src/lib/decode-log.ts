import { isHex, type Address, type Hex } from 'viem'
import { decodeEventLog } from './decode-event-log'
import { erc20EventsAbi, erc721EventsAbi, TOKEN_EVENT_TOPICS } from './token-event-abis'

export interface RawLog {
  data: string | null
  topic0: string | null
  topic1: string | null
  topic2: string | null
  topic3: string | null
}

/**
 * ERC20 and ERC721 share the Transfer and Approval signatures; the number of indexed topics tells them apart
 * (ERC721 indexes the token id), which the strict decoding checks.
 */
export type TokenEvent =
  | { standard: 'erc20'; event: 'Transfer'; from: Address; to: Address; value: bigint }
  | { standard: 'erc20'; event: 'Approval'; owner: Address; spender: Address; value: bigint }
  | { standard: 'erc721'; event: 'Transfer'; from: Address; to: Address; tokenId: bigint }
  | { standard: 'erc721'; event: 'Approval'; owner: Address; approved: Address; tokenId: bigint }
  | { standard: 'erc721'; event: 'ApprovalForAll'; owner: Address; operator: Address; approved: boolean }

const lower = (address: Address) => address.toLowerCase() as Address

export function logTopics(log: RawLog): Hex[] {
  return [log.topic0, log.topic1, log.topic2, log.topic3]
    .filter((topic): topic is Hex => topic !== null && isHex(topic, { strict: true }))
    .map((topic) => topic.toLowerCase() as Hex)
}

function decodeErc20(topics: Hex[], data: Hex): TokenEvent | null {
  const decoded = decodeEventLog(erc20EventsAbi, TOKEN_EVENT_TOPICS, topics, data)
  if (decoded?.eventName === 'Transfer')
    return { standard: 'erc20', event: 'Transfer', from: lower(decoded.args.from), to: lower(decoded.args.to), value: decoded.args.value }
  if (decoded?.eventName === 'Approval')
    return { standard: 'erc20', event: 'Approval', owner: lower(decoded.args.owner), spender: lower(decoded.args.spender), value: decoded.args.value }
  return null
}

function decodeErc721(topics: Hex[], data: Hex): TokenEvent | null {
  const decoded = decodeEventLog(erc721EventsAbi, TOKEN_EVENT_TOPICS, topics, data)
  switch (decoded?.eventName) {
    case 'Transfer':
      return { standard: 'erc721', event: 'Transfer', from: lower(decoded.args.from), to: lower(decoded.args.to), tokenId: decoded.args.tokenId }
    case 'Approval':
      return { standard: 'erc721', event: 'Approval', owner: lower(decoded.args.owner), approved: lower(decoded.args.spender), tokenId: decoded.args.tokenId }
    case 'ApprovalForAll':
      return {
        standard: 'erc721',
        event: 'ApprovalForAll',
        owner: lower(decoded.args.owner),
        operator: lower(decoded.args.operator),
        approved: decoded.args.approved,
      }
    default:
      return null
  }
}

/**
 * What the strict decoding (decode-event-log.ts) leaves unchecked: every topic after topic0 is an address with zero high bytes or a
 * token id, and the data is exactly the words the event declares (ERC20's amount or ApprovalForAll's flag; nothing
 * for ERC721's Transfer and Approval). A log with more, less or dirty data is not a token event.
 */
function wellFormed(topics: Hex[], data: Hex): boolean {
  const tokenIdTopic = topics.length === 4 ? 3 : -1
  const addressesClean = topics.every((topic, index) => index === 0 || index === tokenIdTopic || topic.startsWith('0x000000000000000000000000'))
  const expectedDataBytes = topics.length === 4 ? 0 : 32
  return addressesClean && topics.every((topic) => topic.length === 66) && data.length === 2 + expectedDataBytes * 2
}

/** Decodes an ERC20 or ERC721 Transfer/Approval log; anything else (or a malformed log) is null. */
export function decodeTokenEvent(log: RawLog): TokenEvent | null {
  const topics = logTopics(log)
  if (topics.length === 0) return null
  const data = (log.data && isHex(log.data, { strict: true }) ? log.data.toLowerCase() : '0x') as Hex
  if (!wellFormed(topics, data)) return null
  return decodeErc20(topics, data) ?? decodeErc721(topics, data)
}
