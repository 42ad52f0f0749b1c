import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, erc721Abi, pad, parseAbi, toFunctionSelector, type Hex } from 'viem'
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

  describe('anonymous notes (the Vat’s, LibNote’s, ds-note’s)', () => {
    /** DSProxy's `execute`, as ds-proxy declares it; the Vat's `move` and a join's `exit`, as dss declares them. */
    const dsProxy = parseAbi(['function execute(address _target, bytes _data) payable returns (bytes32 response)'])
    const vat = parseAbi(['function move(address src, address dst, uint256 rad)'])
    const join = parseAbi(['function exit(address usr, uint256 wad)'])
    const noteTopic = (selector: Hex) => pad(selector, { dir: 'right' })
    const word = (value: Hex) => pad(value)
    const argumentWord = (calldata: Hex, index: number) => `0x${calldata.slice(10 + 64 * index, 74 + 64 * index)}` as Hex
    /** The Vat's and LibNote's data: the calldata copied into 224 bytes. */
    const padded224 = (calldata: Hex) => encodeAbiParameters([{ type: 'bytes' }], [`${calldata}${'00'.repeat(224 - (calldata.length - 2) / 2)}` as Hex])
    const argNames = (decoding: EventDecoding) => (decoding.status === 'decoded' ? decoding.event.args.map((arg) => arg.name) : decoding.status)
    const execute = encodeFunctionData({ abi: dsProxy, functionName: 'execute', args: [v3Router, '0xdeadbeef'] })
    const executeTopics = [noteTopic(toFunctionSelector('execute(address,bytes)')), word(wallet), argumentWord(execute, 0), argumentWord(execute, 1)]

    it('decodes a DSProxy execute’s note, the calldata it carries decoded as the call', () => {
      const decoding = decode(executeTopics, encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [10n ** 17n, execute]))
      expect(signatureOf(decoding)).toBe('LogNote(bytes4 indexed sig, address indexed guy, bytes32 indexed foo, bytes32 indexed bar, uint256 wad, bytes fax)')
      const fax = decoding.status === 'decoded' ? decoding.event.args[5]?.value : null
      expect(fax?.kind === 'bytes' && fax.nested?.status === 'decoded' && fax.nested.call.name).toBe('execute')
      expect(decoding.status === 'decoded' && decoding.event.args[4]?.value).toEqual({ kind: 'integer', type: 'uint256', value: 10n ** 17n })
    })

    it('decodes a ds-note an early compiler logged with its calldata unpadded', () => {
      const padded = encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [0n, execute])
      const unpadded = padded.slice(0, 2 + 2 * (32 * 3 + (execute.length - 2) / 2)) as Hex
      expect(argNames(decode(executeTopics, unpadded))).toEqual(['sig', 'guy', 'foo', 'bar', 'wad', 'fax'])
    })

    it('decodes the Vat’s note, whose topics are the call’s first three arguments', () => {
      const move = encodeFunctionData({ abi: vat, functionName: 'move', args: [wallet, friend, 45n * 10n ** 45n] })
      const topics = [noteTopic(toFunctionSelector('move(address,address,uint256)')), argumentWord(move, 0), argumentWord(move, 1), argumentWord(move, 2)]
      expect(argNames(decode(topics, padded224(move)))).toEqual(['sig', 'arg1', 'arg2', 'arg3', 'data'])
    })

    it('decodes a join’s LibNote, whose first topic after the selector is its caller', () => {
      const exit = encodeFunctionData({ abi: join, functionName: 'exit', args: [wallet, 8n * 10n ** 7n] })
      const topics = [noteTopic(toFunctionSelector('exit(address,uint256)')), word(v3Router), argumentWord(exit, 0), argumentWord(exit, 1)]
      expect(argNames(decode(topics, padded224(exit)))).toEqual(['sig', 'usr', 'arg1', 'arg2', 'data'])
    })

    it('keeps a note-shaped log undecoded when its calldata is another call, its topics are not the call’s, or it lacks one', () => {
      const move = encodeFunctionData({ abi: vat, functionName: 'move', args: [wallet, friend, 1n] })
      const otherSelector = noteTopic(toFunctionSelector('execute(address,bytes)'))
      const otherCall = [otherSelector, argumentWord(move, 0), argumentWord(move, 1), argumentWord(move, 2)]
      expect(decode(otherCall, padded224(move))).toEqual({ status: 'unknown', topic0: otherSelector })
      const selector = noteTopic(toFunctionSelector('move(address,address,uint256)'))
      expect(decode([selector, word(v3Router), word(friend), word(wallet)], padded224(move))).toEqual({ status: 'unknown', topic0: selector })
      expect(decode([selector, argumentWord(move, 0), argumentWord(move, 1)], padded224(move))).toEqual({ status: 'unknown', topic0: selector })
    })
  })
})
