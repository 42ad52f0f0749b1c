import type { QueryClient } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import { decodedTransactionQuery } from '@/lib/abi-decode/use-decoded-transaction'
import type { StoryEvidence } from './action-summary'
import type { StoryTeller } from './explain'
import { gatedStoriesOf } from './story-gates'
import { storyRulesKey } from './use-stories'
import { cachedStoryKnowledge } from './use-story-knowledge'

/** The decoding and knowledge the page has already loaded, for a title worked out in a loader. */
export function cachedStoryEvidence(queryClient: QueryClient, tx: Transaction, chainId: number, apiChain: string): StoryEvidence {
  const decoded = queryClient.getQueryData(decodedTransactionQuery({ chain: apiChain, hash: tx.hash, tx }).queryKey) ?? null
  const known = cachedStoryKnowledge(queryClient, { chainId, tx })
  return {
    decoded,
    known,
    teller: queryClient.getQueryData<{ tell: StoryTeller }>(storyRulesKey(gatedStoriesOf(tx, decoded, known)))?.tell ?? null,
  }
}
