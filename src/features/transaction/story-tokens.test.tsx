// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { findEvmChain } from '@/chains'
import { amountText } from '@/lib/tx-story/amount-text'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { startFixtureServer } from '@/test/msw'
import { useStoryAmountContext } from './story-tokens'

startFixtureServer()

const POLYGON = findEvmChain('polygon')!
/** A token the fixture service has never seen transfer, so it knows no symbol or decimals for it. */
const UNSEEN = '0x9a71012b13ca4d3d0cdc72a177df3ef03b0e76a3'
const SENDER = '0x1000000000000000000000000000000000000001'
const RECIPIENT = '0x2000000000000000000000000000000000000002'

function storyMoving(listedTokens: TransactionStory['listedTokens']): TransactionStory {
  const movement = {
    asset: { kind: 'erc20' as const, token: UNSEEN },
    amount: 62_400_000n,
    from: SENDER,
    to: RECIPIENT,
    source: 'transfer' as const,
    logIndex: 0,
  }
  return { movements: [movement], netChanges: [], line: { kind: 'transfer', actor: null, parts: [] }, contractNames: {}, listedTokens }
}

function amountRead(story: TransactionStory) {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(() => useStoryAmountContext(POLYGON, story), { wrapper })
  return () => amountText({ kind: 'erc20', token: UNSEEN }, 62_400_000n, result.current)
}

describe('a story’s amounts on the page', () => {
  it('read a token the data service cannot describe as the published lists give it, as the tab title does', async () => {
    const read = amountRead(storyMoving({ [UNSEEN]: { symbol: 'USDC', decimals: 6 } }))
    await waitFor(() => expect(read()).toBe('62.4 USDC'))
  })

  it('stay in raw units, labelled so, for a token neither the data service nor the lists describe', async () => {
    const read = amountRead(storyMoving({}))
    await waitFor(() => expect(read()).toBe('62,400,000 raw units of 0x9a71…76a3'))
  })
})
