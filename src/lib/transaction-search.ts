import { readBooleanParam } from './boolean-param'
import { searchString } from './search-params'

export interface TransactionSearch {
  /** "false" leaves internal transactions out; they are requested by default */
  internal?: string
}

export function readTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  const internal = searchString(search.internal)
  return internal === undefined ? {} : { internal }
}

/** Internal transactions are included unless the URL turns them off; read by the same rule as every true/false param. */
export function parseInternalFlag(search: TransactionSearch): { include: boolean; problem: string | null } {
  const { value, problem } = readBooleanParam('internal', search.internal, true)
  return { include: value, problem }
}
