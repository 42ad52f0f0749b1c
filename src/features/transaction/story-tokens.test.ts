import { describe, expect, it } from 'vitest'
import { findEvmChain } from '@/chains'
import { amountText } from '@/lib/tx-story/amount-text'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { storyAmountContext } from './story-tokens'
import type { TokenLookup } from './token-details'

const POLYGON = findEvmChain('polygon')!
/** A token the data service has never seen move, so it knows no symbol or decimals for it. */
const UNSEEN = '0x9a71012b13ca4d3d0cdc72a177df3ef03b0e76a3'
const SENDER = '0x1000000000000000000000000000000000000001'
const RECIPIENT = '0x2000000000000000000000000000000000000002'
const nothingKnown: TokenLookup = () => ({ details: null, pending: false })

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

const amountRead = (story: TransactionStory, lookup: TokenLookup = nothingKnown) =>
  amountText({ kind: 'erc20', token: UNSEEN }, 62_400_000n, storyAmountContext(POLYGON, lookup, story))

describe('a story’s amounts on the page', () => {
  it('read a token the data service cannot describe as the published lists give it, as the tab title does', () => {
    expect(amountRead(storyMoving({ [UNSEEN]: { symbol: 'USDC', decimals: 6 } }))).toBe('62.4 USDC')
  })

  it('read the data service’s own facts first, where it has them', () => {
    const described: TokenLookup = () => ({ details: { name: 'Bridged USDC', symbol: 'USDC.e', decimals: 6 }, pending: false })
    expect(amountRead(storyMoving({ [UNSEEN]: { symbol: 'USDC', decimals: 6 } }), described)).toBe('62.4 USDC.e')
  })

  it('stay in raw units, labelled so, for a token neither the data service nor the lists describe', () => {
    expect(amountRead(storyMoving({}))).toBe('62,400,000 raw units of 0x9a71…76a3')
  })
})
