// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { encodeFunctionData, erc20Abi, multicall3Abi } from 'viem'
import { decodeCall } from '@/lib/abi-decode/decode-call'
import { decodeContext } from '@/lib/abi-decode/decode-context'
import type { DecodedCall } from '@/lib/abi-decode/decoded-value'
import { FULL_INDEX } from '@/lib/abi-decode/test-support/full-index'
import { ABIS, ADDRESSES } from '@/lib/abi-decode/test-support/real-abis'
import { DecodedCallView } from './DecodedCallView'

const HOSTILE = '<img src=x onerror="window.hacked=1">'

async function renderCall(call: DecodedCall) {
  const rootRoute = createRootRoute({ component: () => <DecodedCallView chain="eth" call={call} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return render(<RouterProvider router={router} />)
}

function decodedCall(data: `0x${string}`): DecodedCall {
  const decoding = decodeCall(data, decodeContext(FULL_INDEX))
  if (decoding.status !== 'decoded') throw new Error(decoding.status)
  return decoding.call
}

describe('DecodedCallView', () => {
  it('shows the signature, addresses as links, integers exact and grouped, and nested calls under their argument', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ADDRESSES.friend, 12_345_678_901_234_567_890n] })
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [[{ target: ADDRESSES.usdc, allowFailure: true, callData: transfer }]],
    })
    await renderCall(decodedCall(data))
    expect(screen.getByText('aggregate3((address target, bool allowFailure, bytes callData)[] calls)')).toBeInTheDocument()
    const nested = await screen.findByTestId('nested-call')
    expect(within(nested).getByText('transfer(address recipient, uint256 amount)')).toBeInTheDocument()
    const amount = within(nested).getByText('12,345,678,901,234,567,890')
    expect(amount).toHaveAttribute('title', '12345678901234567890')
    expect(within(nested).getByRole('button', { name: 'Copy number' })).toHaveAttribute('data-copy', '12345678901234567890')
    expect(within(nested).getByRole('link', { name: new RegExp(ADDRESSES.friend) })).toHaveAttribute('href', `/eth/wallet/${ADDRESSES.friend}/nft-transfers`)
    expect(screen.getByText('true')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy calldata' })).toHaveAttribute('data-copy', transfer)
  })

  it('lists the first 100 elements of a long array and counts the rest', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => BigInt(index))
    await renderCall(
      decodedCall(encodeFunctionData({ abi: ABIS.erc1155, functionName: 'safeBatchTransferFrom', args: [ADDRESSES.wallet, ADDRESSES.friend, ids, ids, '0x'] })),
    )
    expect(within(screen.getByRole('list', { name: 'ids' })).getAllByRole('listitem')).toHaveLength(100)
    expect(screen.getAllByText('and 150 more not shown')).toHaveLength(2)
  })

  it('shows hostile names and strings from a matched ABI as text, never as markup or links', async () => {
    const call: DecodedCall = {
      selector: '0x12345678',
      name: HOSTILE,
      signature: `${HOSTILE}(string javascript:alert(1))`,
      otherMatches: 2,
      appendedBytes: null,
      args: [
        { name: 'javascript:alert(1)', type: 'string', value: { kind: 'string', value: HOSTILE } },
        { name: HOSTILE, type: 'string', value: { kind: 'string', value: 'data:text/html,<script>alert(1)</script>' } },
      ],
    }
    const { container } = await renderCall(call)
    expect(screen.getByText(`${HOSTILE}(string javascript:alert(1))`)).toBeInTheDocument()
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument()
    expect(screen.getAllByText(HOSTILE)).toHaveLength(2)
    expect(screen.getByText('(2 other signatures also fit)')).toBeInTheDocument()
    expect(container.querySelector('img, script')).toBeNull()
    expect(container.querySelectorAll('a')).toHaveLength(0)
  })
})
