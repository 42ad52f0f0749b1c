import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, erc20Abi, erc721Abi, type Hex } from 'viem'
import { decodeContext } from './decode-context'
import { decodeEvent, type EventDecoding } from './decode-event'
import { EMPTY_INDEX, FULL_INDEX } from './test-support/full-index'
import { ABIS, ADDRESSES } from './test-support/real-abis'

const { wallet, friend, v3Router } = ADDRESSES
/** encodeEventTopics types a topic as possibly several (OR filters); a log's topics are single words. */
const words = (topics: readonly unknown[]) => topics as (Hex | null)[]
const decode = (topics: readonly unknown[], data: Hex | null) => decodeEvent({ topics: words(topics), data }, decodeContext(FULL_INDEX))
const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const signatureOf = (decoding: EventDecoding) => (decoding.status === 'decoded' ? decoding.event.signature : decoding.status)

describe('decodeEvent', () => {
  it('decodes an ERC20 Transfer with its parameter names', () => {
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: wallet, to: friend } })
    expect(decode(topics, uint(2_500_000_000n))).toEqual({
      status: 'decoded',
      event: {
        topic0: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        name: 'Transfer',
        signature: 'Transfer(address indexed from, address indexed to, uint256 value)',
        args: [
          { name: 'from', type: 'address', value: { kind: 'address', value: wallet } },
          { name: 'to', type: 'address', value: { kind: 'address', value: friend } },
          { name: 'value', type: 'uint256', value: { kind: 'integer', type: 'uint256', value: 2_500_000_000n } },
        ],
        otherMatches: 0,
      },
    })
  })

  it('tells an ERC721 Transfer from an ERC20 one by its number of topics', () => {
    const topics = encodeEventTopics({ abi: erc721Abi, eventName: 'Transfer', args: { from: wallet, to: friend, tokenId: 7495n } })
    expect(signatureOf(decode(topics, '0x'))).toBe('Transfer(address indexed from, address indexed to, uint256 indexed tokenId)')
  })

  it('decodes a Uniswap V3 Swap with negative amounts exactly', () => {
    const topics = encodeEventTopics({ abi: ABIS.v3Pool, eventName: 'Swap', args: { sender: v3Router, recipient: wallet } })
    const data = encodeAbiParameters(
      [{ type: 'int256' }, { type: 'int256' }, { type: 'uint160' }, { type: 'uint128' }, { type: 'int24' }],
      [10n ** 18n, -3_412_500_000n, 2n ** 96n * 58n, 10n ** 22n, -197_000],
    )
    const decoding = decode(topics, data)
    expect(decoding.status === 'decoded' && decoding.event.args.map((arg) => arg.name)).toEqual([
      'sender',
      'recipient',
      'amount0',
      'amount1',
      'sqrtPriceX96',
      'liquidity',
      'tick',
    ])
    expect(decoding.status === 'decoded' && decoding.event.args[3]!.value).toEqual({ kind: 'integer', type: 'int256', value: -3_412_500_000n })
  })

  it('fails closed on a Transfer topic0 with the wrong number of indexed topics', () => {
    const [topic0, from] = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: wallet, to: friend } })
    expect(decode([topic0, from], encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [friend, 1n]))).toEqual({ status: 'unknown', topic0 })
  })

  it('fails closed on a Transfer topic0 whose data does not fit: empty, too long or an address with dirty high bits', () => {
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: wallet, to: friend } })
    expect(decode(topics, '0x').status).toBe('unknown')
    expect(decode(topics, `${uint(1n)}${'00'.repeat(32)}` as Hex).status).toBe('unknown')
    const dirty = `0x${'ff'.repeat(12)}${friend.slice(2)}`
    expect(decode([topics[0], topics[1], dirty], uint(1n)).status).toBe('unknown')
  })

  it('has no topic for an anonymous or malformed log, and waits for a shard not loaded', () => {
    expect(decode([], '0x')).toEqual({ status: 'no-topic' })
    expect(decode(['0x1234'], '0x')).toEqual({ status: 'no-topic' })
    const topics = encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: wallet, to: friend } })
    const context = decodeContext(EMPTY_INDEX)
    expect(decodeEvent({ topics: words(topics), data: uint(1n) }, context).status).toBe('pending')
    expect([...context.missingShards]).toEqual(['37'])
  })

  it('keeps an event it does not know undecoded', () => {
    expect(decode([`0x${'ab'.repeat(32)}`], '0x')).toEqual({ status: 'unknown', topic0: `0x${'ab'.repeat(32)}` })
  })
})
