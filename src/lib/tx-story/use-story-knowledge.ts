import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import type { Knowledge } from './knowledge'

type KnowledgeTx = Pick<Transaction, 'hash' | 'to_address' | 'logs' | 'internal_transactions'>

interface Params {
  chainId: number
  tx: KnowledgeTx
}

/** The addresses a transaction names that a story may ask about: the contract called, every log's emitter and token, and the internal calls' ends. */
function addressesOf(tx: KnowledgeTx): string[] {
  const addresses = new Set<string>()
  const add = (address: string | null) => {
    if (address) addresses.add(address.toLowerCase())
  }
  add(tx.to_address)
  for (const log of tx.logs) add(log.address)
  for (const call of tx.internal_transactions) {
    add(call.from)
    add(call.to)
  }
  return [...addresses]
}

/** The published lists' knowledge of a transaction's addresses, as a query: the shards load as JSON, once each. */
export function storyKnowledgeQuery({ chainId, tx }: Params) {
  return queryOptions({
    queryKey: ['story-knowledge', chainId, tx.hash.toLowerCase(), tx.internal_transactions.length],
    queryFn: async (): Promise<Knowledge> => {
      const { loadKnowledge } = await import('./load-knowledge')
      return loadKnowledge(chainId, addressesOf(tx))
    },
    staleTime: Infinity,
    retry: false,
  })
}

/** What the published lists say of the transaction's addresses; null until loaded. */
export function useStoryKnowledge(chainId: number, tx: KnowledgeTx | undefined): Knowledge | null {
  const query = storyKnowledgeQuery({ chainId, tx: tx ?? NO_TX })
  return useQuery({ ...query, enabled: tx !== undefined }).data ?? null
}

const NO_TX: KnowledgeTx = { hash: '', to_address: null, logs: [], internal_transactions: [] }

export function cachedStoryKnowledge(queryClient: QueryClient, params: Params): Knowledge | null {
  return queryClient.getQueryData(storyKnowledgeQuery(params).queryKey) ?? null
}
