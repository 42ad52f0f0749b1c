import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, erc20Abi, erc721Abi, maxUint256, type Hex } from 'viem'
import { decodeTokenEvent, logTopics, type RawLog } from './decode-log'

const ALICE = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const BOB = '0x2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a10'
const ZERO = '0x0000000000000000000000000000000000000000'

/** A log as the transaction API lists it: topic0…topic3, null where absent. */
function rawLog(topics: readonly unknown[], data: Hex | null): RawLog {
  const topic = (index: number) => (typeof topics[index] === 'string' ? (topics[index] as string) : null)
  return { topic0: topic(0), topic1: topic(1), topic2: topic(2), topic3: topic(3), data }
}

const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

describe('decodeTokenEvent', () => {
  it('decodes an ERC20 Transfer with the amount in the data', () => {
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB } })
    expect(decodeTokenEvent(rawLog(topics, uint(2_500_000_000n)))).toEqual({
      standard: 'erc20',
      event: 'Transfer',
      from: ALICE,
      to: BOB,
      value: 2_500_000_000n,
    })
  })

  it('decodes an ERC20 Approval of the maximum amount', () => {
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Approval', args: { owner: ALICE, spender: BOB } })
    expect(decodeTokenEvent(rawLog(topics, uint(maxUint256)))).toEqual({ standard: 'erc20', event: 'Approval', owner: ALICE, spender: BOB, value: maxUint256 })
  })

  it('decodes an ERC721 Transfer, whose token id is the fourth topic and data is empty', () => {
    const topics = encodeEventTopics({ abi: erc721Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 7495n } })
    expect(topics).toHaveLength(4)
    expect(decodeTokenEvent(rawLog(topics, '0x'))).toEqual({ standard: 'erc721', event: 'Transfer', from: ALICE, to: BOB, tokenId: 7495n })
  })

  it('decodes an ERC721 Approval that clears the approved address', () => {
    const topics = encodeEventTopics({ abi: erc721Abi, eventName: 'Approval', args: { owner: ALICE, spender: ZERO, tokenId: 1n } })
    expect(decodeTokenEvent(rawLog(topics, null))).toEqual({ standard: 'erc721', event: 'Approval', owner: ALICE, approved: ZERO, tokenId: 1n })
  })

  it('decodes ApprovalForAll with its flag', () => {
    const topics = encodeEventTopics({ abi: erc721Abi, eventName: 'ApprovalForAll', args: { owner: ALICE, operator: BOB } })
    const data = encodeAbiParameters([{ type: 'bool' }], [true])
    expect(decodeTokenEvent(rawLog(topics, data))).toEqual({ standard: 'erc721', event: 'ApprovalForAll', owner: ALICE, operator: BOB, approved: true })
  })

  it('leaves other events undecoded', () => {
    const ownershipTransferred = '0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0'
    expect(decodeTokenEvent(rawLog([ownershipTransferred, `0x${'0'.repeat(64)}`, `0x${'0'.repeat(24)}${ALICE.slice(2)}`], '0x'))).toBeNull()
  })

  it('leaves a Transfer with no amount and no token id undecoded', () => {
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB } })
    expect(decodeTokenEvent(rawLog(topics, '0x'))).toBeNull()
  })

  it('leaves a Transfer with data after its amount, or an ERC721 Transfer with data, undecoded', () => {
    const erc20 = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB } })
    expect(decodeTokenEvent(rawLog(erc20, `${uint(1n)}${'00'.repeat(32)}` as Hex))).toBeNull()
    const erc721 = encodeEventTopics({ abi: erc721Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 1n } })
    expect(decodeTokenEvent(rawLog(erc721, uint(7n)))).toBeNull()
  })

  it('leaves a Transfer whose address topic has dirty high bytes undecoded', () => {
    const [topic0, from] = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ALICE, to: BOB } })
    expect(decodeTokenEvent(rawLog([topic0, from, `0x${'ff'.repeat(12)}${BOB.slice(2)}`], uint(1n)))).toBeNull()
  })

  it('returns null for a log without topics or with a topic that is not hex', () => {
    expect(decodeTokenEvent(rawLog([], '0x'))).toBeNull()
    expect(decodeTokenEvent(rawLog(['not hex'], '0x'))).toBeNull()
  })
})

describe('logTopics', () => {
  it('lists the topics present, in order', () => {
    expect(logTopics(rawLog(['0x01', '0x02', null, null], '0x'))).toEqual(['0x01', '0x02'])
  })
})
