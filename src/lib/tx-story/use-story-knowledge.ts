import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Transaction } from '@/api/transaction'
import { afterPaint } from '@/lib/after-paint'
import type { Knowledge } from './knowledge'
import { decodeMovementEvent } from './standard-events'

type KnowledgeTx = Pick<Transaction, 'hash' | 'from_address' | 'to_address' | 'input' | 'receipt_status' | 'logs' | 'internal_transactions'>

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

/**
 * The published lists' knowledge of a transaction's addresses, as a query: the shards load as JSON, once each. Their
 * loader (a chunk with the stories' pipeline) is imported once the page has painted the data that started the query.
 */
export function storyKnowledgeQuery({ chainId, tx }: Params) {
  return queryOptions({
    queryKey: ['story-knowledge', chainId, tx.hash.toLowerCase(), tx.internal_transactions.length],
    queryFn: async (): Promise<Knowledge> => {
      await afterPaint()
      const { loadKnowledge } = await import('./load-knowledge')
      return loadKnowledge(chainId, addressesOf(tx))
    },
    staleTime: Infinity,
    retry: false,
  })
}

/**
 * Whether the published lists could change the line: a log beyond the token flows (a bridge's, a pool's, a Safe's
 * event), tokens moving between others (spam is told apart from real tokens by the lists), or a call that succeeded
 * and logged nothing, which only what the lists say of the contract can tell (an ENS commitment). A plain transfer,
 * wrap or swap of the sender's own asks for nothing.
 */
export function knowledgeMayMatter(tx: KnowledgeTx): boolean {
  const from = tx.from_address?.toLowerCase()
  const silentCall = tx.logs.length === 0 && tx.to_address !== null && tx.receipt_status !== '0' && (tx.input?.length ?? 0) >= 10
  return (
    silentCall ||
    tx.logs.some((log) => {
      const event = decodeMovementEvent(log)
      if (!event) return true
      const parties = event.event === 'deposit' ? [event.to] : event.event === 'withdrawal' ? [event.from] : [event.from, event.to]
      return !parties.includes(from ?? '')
    })
  )
}

/**
 * What the published lists say of the transaction's addresses: null when they could not matter, undefined while they
 * load (or the transaction has not come).
 */
export function useStoryKnowledge(chainId: number, tx: KnowledgeTx | undefined): Knowledge | null | undefined {
  const query = storyKnowledgeQuery({ chainId, tx: tx ?? NO_TX })
  const mayMatter = tx !== undefined && knowledgeMayMatter(tx)
  const result = useQuery({ ...query, enabled: mayMatter })
  if (tx === undefined) return undefined
  if (!mayMatter || result.isError) return null
  return result.data
}

const NO_TX: KnowledgeTx = { hash: '', from_address: null, to_address: null, input: null, receipt_status: null, logs: [], internal_transactions: [] }

export function cachedStoryKnowledge(queryClient: QueryClient, params: Params): Knowledge | null {
  return queryClient.getQueryData(storyKnowledgeQuery(params).queryKey) ?? null
}
