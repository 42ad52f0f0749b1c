import { describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi, maxUint256, toFunctionSelector, type AbiFunction } from 'viem'
import { decodeInput, hexByteLength, isUnlimitedAmount, TOKEN_CALL_SELECTORS } from './decode-input'

const ALICE = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const BOB = '0x2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a10'

describe('decodeInput', () => {
  it('decodes transfer(to, amount) and keeps the selector', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 2_500_000_000n] })
    expect(decodeInput(data)).toEqual({ selector: '0xa9059cbb', call: { name: 'transfer', to: BOB, amount: 2_500_000_000n } })
  })

  it('decodes transferFrom(from, to, amount)', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [ALICE, BOB, 7495n] })
    expect(decodeInput(data)).toEqual({ selector: '0x23b872dd', call: { name: 'transferFrom', from: ALICE, to: BOB, amount: 7495n } })
  })

  it('decodes approve(spender, amount) of the maximum amount as unlimited', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] })
    const { call } = decodeInput(data)
    expect(call).toEqual({ name: 'approve', spender: BOB, amount: maxUint256 })
    expect(isUnlimitedAmount(maxUint256)).toBe(true)
    expect(isUnlimitedAmount(maxUint256 - 1n)).toBe(false)
  })

  it('returns lower-case addresses whatever case the call data has', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1n] })
    expect(decodeInput(`0x${data.slice(2).toUpperCase()}`)).toEqual({ selector: '0xa9059cbb', call: { name: 'transfer', to: BOB, amount: 1n } })
  })

  it('keeps the selector of a call it does not know, without arguments', () => {
    expect(decodeInput('0x8da5cb5b')).toEqual({ selector: '0x8da5cb5b', call: null })
    expect(decodeInput(`0x12345678${'00'.repeat(64)}`)).toEqual({ selector: '0x12345678', call: null })
  })

  it('leaves a read-only ERC20 call undecoded: only transfers and approvals are shown', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] })
    expect(decodeInput(data)).toEqual({ selector: '0x70a08231', call: null })
  })

  it('does not decode a transfer whose arguments are cut short', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1n] })
    expect(decodeInput(data.slice(0, 74))).toEqual({ selector: '0xa9059cbb', call: null })
  })

  it('does not decode a transfer with bytes after its arguments', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1n] })
    expect(decodeInput(`${data}${'00'.repeat(32)}`)).toEqual({ selector: '0xa9059cbb', call: null })
  })

  it('knows the ERC20 calls by the selectors erc20Abi gives them', () => {
    for (const [selector, name] of Object.entries(TOKEN_CALL_SELECTORS)) {
      const item = erc20Abi.find((candidate) => candidate.type === 'function' && candidate.name === name) as AbiFunction
      expect(toFunctionSelector(item)).toBe(selector)
    }
  })

  it('has no selector for empty, short or non-hex input', () => {
    for (const input of [null, '', '0x', '0xa9059c', 'a9059cbb', '0xzz059cbb00']) expect(decodeInput(input)).toEqual({ selector: null, call: null })
  })
})

describe('hexByteLength', () => {
  it('counts the bytes of hex data', () => {
    expect(hexByteLength('0x')).toBe(0)
    expect(hexByteLength(null)).toBe(0)
    expect(hexByteLength('0xa9059cbb')).toBe(4)
  })
})
