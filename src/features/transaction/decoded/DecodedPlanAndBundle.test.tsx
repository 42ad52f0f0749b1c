// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { transactionSchema } from '@/api/transaction'
import { decodeTransaction } from '@/lib/abi-decode/decode-transaction'
import { ALL_TABLES, FULL_INDEX } from '@/lib/abi-decode/test-support/full-index'
import { DECODE_CASES, DECODE_CONTRACTS, findDecodeStory, MARKETPLACE_TAG } from '../../../../mocks/fixtures/decode-stories'
import { STORY_CASES } from '../../../../mocks/fixtures/story-cases'
import { findStoryTransaction } from '../../../../mocks/fixtures/transaction-stories'
import { UserOperationSection } from '../UserOperationSection'
import { DecodedCallView } from './DecodedCallView'
import { RouterSteps } from './RouterSteps'

async function renderInRouter(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return render(<RouterProvider router={router} />)
}

function decodedStory(hash: string) {
  const fixture = findDecodeStory(hash) ?? findStoryTransaction(hash)
  if (!fixture) throw new Error(`no story ${hash}`)
  return decodeTransaction(transactionSchema.parse({ ...fixture.transaction, internal_transactions: fixture.internal }), FULL_INDEX, ALL_TABLES)
}

describe('a call with bytes appended after its arguments', () => {
  it('names the call and shows the appended bytes raw, counted', async () => {
    const decoded = decodedStory(DECODE_CASES.appendedBytes)
    if (decoded.call.status !== 'decoded') throw new Error(decoded.call.status)
    await renderInRouter(<DecodedCallView chain="eth" call={decoded.call.call} />)
    expect(screen.getByTestId('decoded-call')).toHaveTextContent('safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)')
    expect(screen.getByText('4 bytes appended after the arguments')).toBeInTheDocument()
    expect(screen.getByLabelText('4 bytes appended after the arguments')).toHaveTextContent(MARKETPLACE_TAG)
  })
})

describe('a Universal Router plan', () => {
  it('lists each step by the command the router runs, with its input named', async () => {
    const { routerSteps } = decodedStory(STORY_CASES.universalRouterSwap)
    await renderInRouter(<RouterSteps chain="eth" steps={routerSteps ?? []} />)
    const steps = screen.getAllByTestId('router-step')
    expect(steps.map((step) => step.querySelector('code')?.textContent)).toEqual(['WRAP_ETH', 'V3_SWAP_EXACT_IN'])
    expect(within(steps[1]!).getByRole('list', { name: 'Input of V3_SWAP_EXACT_IN' })).toHaveTextContent('amountOutMin')
  })
})

describe('an ERC-4337 bundle', () => {
  const { userOperations } = decodedStory(DECODE_CASES.userOperations)

  it.each([
    {
      position: 1,
      account: DECODE_CONTRACTS.accountA,
      says: ['Succeeded', 'Paid by', 'executeBatch', 'transfer', 'approve'],
      paidBy: DECODE_CONTRACTS.paymaster,
    },
    { position: 2, account: DECODE_CONTRACTS.accountB, says: ['Failed', 'the account itself', 'execute', 'transfer'], paidBy: null },
  ])('shows user operation $position: its account, what it asked and what happened', async ({ position, account, says, paidBy }) => {
    const operation = userOperations[position - 1]!
    await renderInRouter(<UserOperationSection chain="eth" nativeSymbol="ETH" operation={operation} position={position} count={userOperations.length} />)
    const section = screen.getByRole('region', { name: `User operation ${position} of 2` })
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain(`/eth/wallet/${account}/nft-transfers`)
    for (const text of says) expect(section).toHaveTextContent(text)
    if (paidBy)
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`/eth/wallet/${paidBy}/nft-transfers`)
  })
})
