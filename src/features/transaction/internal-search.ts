import { searchString } from '../../lib/search-params'

export interface TransactionSearch {
  /** "false" leaves internal transactions out; they are requested by default */
  internal?: string
}

export function readTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  const internal = searchString(search.internal)
  return internal === undefined ? {} : { internal }
}

export function parseInternalFlag(search: TransactionSearch): { include: boolean; problem: string | null } {
  const { internal } = search
  if (internal === undefined || internal === 'true') return { include: true, problem: null }
  if (internal === 'false') return { include: false, problem: null }
  return { include: true, problem: `internal must be true or false, not “${internal.slice(0, 40)}”` }
}
