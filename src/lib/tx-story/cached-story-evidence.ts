import type { QueryClient } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import { decodedTransactionQuery } from '@/lib/abi-decode/use-decoded-transaction'
import type { StoryEvidence } from './action-summary'
import type { StoryTeller } from './explain'
import { storyGatesQuery, storyRulesKey } from './use-stories'
import { cachedStoryKnowledge } from './use-story-knowledge'

/** The decoding and knowledge the page has already loaded, for a title worked out in a loader. */
export function cachedStoryEvidence(queryClient: QueryClient, tx: Transaction, chainId: number, apiChain: string): StoryEvidence {
  const decoded = queryClient.getQueryData(decodedTransactionQuery({ chain: apiChain, hash: tx.hash, tx }).queryKey) ?? null
  const known = cachedStoryKnowledge(queryClient, { chainId, tx })
  const gates = queryClient.getQueryData(storyGatesQuery.queryKey)
  const teller = gates ? queryClient.getQueryData<{ tell: StoryTeller }>(storyRulesKey(gates.gatedStoriesOf(tx, decoded, known)))?.tell : undefined
  return { decoded, known, teller: teller ?? null }
}
