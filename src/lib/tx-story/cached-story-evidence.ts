import type { QueryClient } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import { decodedTransactionQuery } from '@/lib/abi-decode/use-decoded-transaction'
import type { StoryEvidence } from './action-summary'
import type { StoryTeller } from './explain'
import { STORY_RULES_KEY } from './use-stories'
import { cachedStoryKnowledge } from './use-story-knowledge'

/** The decoding and knowledge the page has already loaded, for a title worked out in a loader. */
export function cachedStoryEvidence(queryClient: QueryClient, tx: Transaction, chainId: number, apiChain: string): StoryEvidence {
  return {
    decoded: queryClient.getQueryData(decodedTransactionQuery({ chain: apiChain, hash: tx.hash, tx }).queryKey) ?? null,
    known: cachedStoryKnowledge(queryClient, { chainId, tx }),
    teller: queryClient.getQueryData<{ tell: StoryTeller }>(STORY_RULES_KEY)?.tell ?? null,
  }
}
