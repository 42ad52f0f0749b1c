import { searchString } from '@/lib/search-params'

/** What the lookup form starts with: /rpc?chain=…&blockHash=…&index=… (from "Edit lookup"). */
export interface LookupSearch {
  chain?: string
  blockHash?: string
  index?: string
}

export function readLookupSearch(search: Record<string, unknown>): LookupSearch {
  const result: LookupSearch = {}
  for (const key of ['chain', 'blockHash', 'index'] as const) {
    const value = searchString(search[key])
    if (value !== undefined) result[key] = value
  }
  return result
}
