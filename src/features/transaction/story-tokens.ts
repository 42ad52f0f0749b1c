import type { EvmChain } from '@/chains'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import { storyTokens, type TransactionStory } from '@/lib/tx-story/explain'
import { amountContext } from './amount-context'
import { useTokenDetails, type TokenLookup } from './token-details'

/**
 * How a story's amounts read: each token's symbol and decimals from operation 1, else what the published lists give
 * it, as the tab title reads it; contracts by the names the lists give them.
 */
export function storyAmountContext(chain: EvmChain, lookup: TokenLookup, story: TransactionStory): AmountContext {
  const context = amountContext(chain, lookup)
  return {
    ...context,
    tokenFacts: (token) => context.tokenFacts(token) ?? story.listedTokens[token] ?? null,
    contractName: (address) => story.contractNames[address] ?? null,
  }
}

/** The story's amount context, its tokens looked up once each. */
export function useStoryAmountContext(chain: EvmChain, story: TransactionStory): AmountContext {
  return storyAmountContext(chain, useTokenDetails(chain.apiChain, storyTokens(story.movements, story.line)), story)
}
