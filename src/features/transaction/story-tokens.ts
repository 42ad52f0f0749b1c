import type { EvmChain } from '@/chains'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import { storyTokens, type TransactionStory } from '@/lib/tx-story/explain'
import { amountContext } from './amount-context'
import { useTokenDetails } from './token-details'

/**
 * How the story's amounts read: each token's symbol and decimals from operation 1, looked up once each, else what
 * the published lists give it, as the tab title reads it.
 */
export function useStoryAmountContext(chain: EvmChain, story: TransactionStory): AmountContext {
  const context = amountContext(chain, useTokenDetails(chain.apiChain, storyTokens(story.movements, story.line)))
  return {
    ...context,
    tokenFacts: (token) => context.tokenFacts(token) ?? story.listedTokens[token] ?? null,
    contractName: (address) => story.contractNames[address] ?? null,
  }
}
