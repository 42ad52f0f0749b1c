// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { encodeErrorResult, encodeFunctionData, erc20Abi } from 'viem'
import { decodeCall } from '@/lib/abi-decode/decode-call'
import { decodeContext } from '@/lib/abi-decode/decode-context'
import { decodeRevert } from '@/lib/abi-decode/decode-error'
import { FULL_INDEX } from '@/lib/abi-decode/test-support/full-index'
import { ADDRESSES } from '@/lib/abi-decode/test-support/real-abis'
import { InternalCallName } from './InternalCallName'
import { RevertReason } from './RevertReason'

const languageErrors = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const
const revert = (data: `0x${string}` | null) => decodeRevert(data, decodeContext(FULL_INDEX))

describe('InternalCallName', () => {
  it('names a call the index decodes, with its signature as the title, and shows the selector of one it does not', () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ADDRESSES.friend, 1n] })
    const { rerender } = render(<InternalCallName input={input} decoding={decodeCall(input, decodeContext(FULL_INDEX))} />)
    expect(screen.getByText('transfer').closest('code')).toHaveAttribute('title', 'transfer(address recipient, uint256 amount)')
    rerender(<InternalCallName input={input} decoding={undefined} />)
    expect(screen.getByText('0xa9059cbb')).toBeInTheDocument()
  })
})

describe('RevertReason', () => {
  it('quotes require’s message as text, markup and all', () => {
    const hostile = '<img src=x onerror=alert(1)> STF'
    const { container } = render(<RevertReason decoding={revert(encodeErrorResult({ abi: languageErrors, errorName: 'Error', args: [hostile] }))} />)
    expect(screen.getByText(hostile)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  it('says what a panic code means', () => {
    render(<RevertReason decoding={revert(encodeErrorResult({ abi: languageErrors, errorName: 'Panic', args: [0x12n] }))} />)
    expect(screen.getByText('Panic: a division or modulo by zero')).toBeInTheDocument()
  })

  it.each([
    { case: 'revert data it cannot decode', data: '0xdeadbeef', says: 'Revert data not decoded (0xdeadbeef)' },
    { case: 'a call that reverted with no data', data: '0x', says: 'No revert reason in the data' },
    { case: 'a provider that kept no output', data: null, says: 'No revert reason in the data' },
  ])('says so for $case, naming no reason', ({ data, says }) => {
    const { container } = render(<RevertReason decoding={revert(data as `0x${string}` | null)} />)
    expect(container).toHaveTextContent(says)
  })
})
