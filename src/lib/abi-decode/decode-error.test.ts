import { describe, expect, it } from 'vitest'
import { encodeErrorResult, type Abi } from 'viem'
import { decodeContext } from './decode-context'
import { decodeRevert } from './decode-error'
import { FULL_INDEX } from './test-support/full-index'
import { ABIS, ADDRESSES } from './test-support/real-abis'

const decode = (data: string | null) => decodeRevert(data, decodeContext(FULL_INDEX))
const languageErrors = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const satisfies Abi

describe('decodeRevert', () => {
  it('decodes require’s Error(string), keeping the message as it is', () => {
    const data = encodeErrorResult({ abi: languageErrors, errorName: 'Error', args: ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'] })
    expect(decode(data)).toMatchObject({
      status: 'decoded',
      error: { name: 'Error', args: [{ name: 'message', value: { kind: 'string', value: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' } }], panicReason: null },
    })
  })

  it('decodes Panic(uint256) and says what its code means', () => {
    const data = encodeErrorResult({ abi: languageErrors, errorName: 'Panic', args: [0x11n] })
    expect(decode(data)).toMatchObject({ status: 'decoded', error: { name: 'Panic', panicReason: 'an arithmetic overflow or underflow' } })
  })

  it('decodes a custom error from the index with its parameter names', () => {
    const data = encodeErrorResult({ abi: ABIS.erc20Errors, errorName: 'ERC20InsufficientBalance', args: [ADDRESSES.wallet, 5n, 10n] })
    const decoding = decode(data)
    expect(decoding.status === 'decoded' && decoding.error.signature).toBe('ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)')
  })

  it('fails closed on an Error(string) whose data is cut short, and on empty revert data', () => {
    const data = encodeErrorResult({ abi: languageErrors, errorName: 'Error', args: ['no'] })
    expect(decode(data.slice(0, 74))).toEqual({ status: 'unknown', selector: '0x08c379a0' })
    expect(decode('0x')).toEqual({ status: 'no-data' })
    expect(decode(null)).toEqual({ status: 'no-data' })
  })
})
