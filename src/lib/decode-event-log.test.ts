import { describe, expect, it } from 'vitest'
import { decodeEventLog as viemDecodeEventLog, encodeAbiParameters, encodeEventTopics, getAddress, toEventSelector, type AbiEvent, type Hex } from 'viem'
import { decodeEventLog, type EventTopics } from './decode-event-log'
import { erc20EventsAbi, erc721EventsAbi, TOKEN_EVENT_TOPICS } from './token-event-abis'
import { ERC1155_TRANSFER_TOPICS, erc1155TransferAbi, WRAPPED_NATIVE_TOPICS, wrappedNativeAbi } from './tx-story/standard-events'

const ALICE = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const BOB = '0x2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a10'

const TABLES: [readonly AbiEvent[], EventTopics<readonly AbiEvent[]>][] = [
  [erc20EventsAbi, TOKEN_EVENT_TOPICS],
  [erc721EventsAbi, TOKEN_EVENT_TOPICS],
  [erc1155TransferAbi, ERC1155_TRANSFER_TOPICS],
  [wrappedNativeAbi, WRAPPED_NATIVE_TOPICS],
]

const word = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const transferTopics = encodeEventTopics({ abi: erc20EventsAbi, eventName: 'Transfer', args: { from: ALICE, to: BOB } }) as Hex[]
const batchTopics = encodeEventTopics({ abi: erc1155TransferAbi, eventName: 'TransferBatch', args: { operator: ALICE, from: ALICE, to: BOB } }) as Hex[]
const batchData = encodeAbiParameters(
  [{ type: 'uint256[]' }, { type: 'uint256[]' }],
  [
    [7n, 8n],
    [1n, 250n],
  ],
)

/** What viem's strict decodeEventLog made of a log, null where it threw. */
function viemStrict(abi: readonly AbiEvent[], topics: Hex[], data: Hex) {
  try {
    const { eventName, args } = viemDecodeEventLog({ abi, topics: topics as [Hex, ...Hex[]], data, strict: true })
    return { eventName, args }
  } catch {
    return null
  }
}

describe('decoding a log against a known event', () => {
  it('finds each event by the topic0 written out for it, which is the hash of its signature', () => {
    for (const [abi, topics] of TABLES) for (const event of abi) expect(topics[event.name], event.name).toBe(toEventSelector(event))
  })

  it.each([
    ['an ERC20 Transfer', erc20EventsAbi, transferTopics, word(2_500_000_000n)],
    ['an ERC20 Transfer with a topic more than it indexes', erc20EventsAbi, [...transferTopics, word(7n)], word(1n)],
    ['an ERC721 Transfer read as ERC20, without the amount', erc20EventsAbi, [...transferTopics, word(7n)], '0x'],
    ['an ERC721 Transfer without its token id', erc721EventsAbi, transferTopics, '0x'],
    ['an ERC20 Transfer with a short amount', erc20EventsAbi, transferTopics, '0x01'],
    ['a topic0 the events do not name', erc20EventsAbi, [word(1n), ...transferTopics.slice(1)], word(1n)],
    ['an ERC1155 batch', erc1155TransferAbi, batchTopics, batchData],
    ['an ERC1155 batch cut short', erc1155TransferAbi, batchTopics, batchData.slice(0, 200)],
  ] as [string, readonly AbiEvent[], Hex[], Hex][])('decodes %s as viem’s strict decoding does', (_name, abi, topics, data) => {
    const table = TABLES.find(([candidate]) => candidate === abi)!
    expect(decodeEventLog(abi, table[1], topics, data)).toEqual(viemStrict(abi, topics, data))
  })

  it('reads the amount of an ERC20 Transfer exactly, with both parties', () => {
    const decoded = decodeEventLog(erc20EventsAbi, TOKEN_EVENT_TOPICS, transferTopics, word(10n ** 30n + 1n))
    expect(decoded).toEqual({ eventName: 'Transfer', args: { from: getAddress(ALICE), to: getAddress(BOB), value: 10n ** 30n + 1n } })
  })
})
