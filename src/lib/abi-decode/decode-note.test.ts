import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeFunctionData, pad, parseAbi, toFunctionSelector, type Hex } from 'viem'
import { decodeContext } from './decode-context'
import type { EventDecoding } from './decode-event'
import { decodeNote } from './decode-note'
import { FULL_INDEX } from './test-support/full-index'
import { ADDRESSES } from './test-support/real-abis'

const { wallet, friend, v3Router } = ADDRESSES
const decode = (topics: readonly Hex[], data: Hex) => decodeNote({ topics, data }, decodeContext(FULL_INDEX))
const signatureOf = (decoding: EventDecoding | null) => (decoding?.status === 'decoded' ? decoding.event.signature : null)

describe('decodeNote: the anonymous notes of the Vat, LibNote and ds-note', () => {
  /** DSProxy's `execute`, as ds-proxy declares it; the Vat's `move` and a join's `exit`, as dss declares them. */
  const dsProxy = parseAbi(['function execute(address _target, bytes _data) payable returns (bytes32 response)'])
  const vat = parseAbi(['function move(address src, address dst, uint256 rad)'])
  const join = parseAbi(['function exit(address usr, uint256 wad)'])
  const noteTopic = (selector: Hex) => pad(selector, { dir: 'right' })
  const word = (value: Hex) => pad(value)
  const argumentWord = (calldata: Hex, index: number) => `0x${calldata.slice(10 + 64 * index, 74 + 64 * index)}` as Hex
  /** The Vat's and LibNote's data: the calldata copied into 224 bytes. */
  const padded224 = (calldata: Hex) => encodeAbiParameters([{ type: 'bytes' }], [`${calldata}${'00'.repeat(224 - (calldata.length - 2) / 2)}` as Hex])
  const argNames = (decoding: EventDecoding | null) => (decoding?.status === 'decoded' ? decoding.event.args.map((arg) => arg.name) : null)
  const execute = encodeFunctionData({ abi: dsProxy, functionName: 'execute', args: [v3Router, '0xdeadbeef'] })
  const executeTopics = [noteTopic(toFunctionSelector('execute(address,bytes)')), word(wallet), argumentWord(execute, 0), argumentWord(execute, 1)]

  it('decodes a DSProxy execute’s note, the calldata it carries decoded as the call', () => {
    const decoding = decode(executeTopics, encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [10n ** 17n, execute]))
    expect(signatureOf(decoding)).toBe('LogNote(bytes4 indexed sig, address indexed guy, bytes32 indexed foo, bytes32 indexed bar, uint256 wad, bytes fax)')
    const args = decoding?.status === 'decoded' ? decoding.event.args : []
    const fax = args[5]?.value
    expect(fax?.kind === 'bytes' && fax.nested?.status === 'decoded' && fax.nested.call.name).toBe('execute')
    expect(args[4]?.value).toEqual({ kind: 'integer', type: 'uint256', value: 10n ** 17n })
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
    expect(decode(otherCall, padded224(move))).toBeNull()
    const selector = noteTopic(toFunctionSelector('move(address,address,uint256)'))
    expect(decode([selector, word(v3Router), word(friend), word(wallet)], padded224(move))).toBeNull()
    expect(decode([selector, argumentWord(move, 0), argumentWord(move, 1)], padded224(move))).toBeNull()
  })
})
