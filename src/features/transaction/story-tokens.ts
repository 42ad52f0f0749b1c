import type { EvmChain } from '@/chains'
import type { AmountContext } from '@/lib/tx-story/amount-text'
import type { TransactionStory } from '@/lib/tx-story/explain'
import { amountContext } from './amount-context'
import { useTokenDetails } from './token-details'

/** The ERC20 tokens a story names, in its movements and in an approval. */
function storyTokens(story: TransactionStory): string[] {
  const tokens = story.movements.flatMap(({ asset }) => (asset.kind === 'erc20' ? [asset.token] : []))
  for (const part of story.line.parts) {
    if (part.type === 'token') tokens.push(part.token)
    if (part.type === 'amounts') for (const { asset } of part.changes) if (asset.kind === 'erc20') tokens.push(asset.token)
  }
  return tokens
}

/** How the story's amounts read: each token's symbol and decimals from operation 1, looked up once each. */
export function useStoryAmountContext(chain: EvmChain, story: TransactionStory): AmountContext {
  const context = amountContext(chain, useTokenDetails(chain.apiChain, storyTokens(story)))
  return { ...context, contractName: (address) => story.contractNames[address] ?? null }
}
