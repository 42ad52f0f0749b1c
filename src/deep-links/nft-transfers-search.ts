import { readRangeSearch, type RangeSearch } from '@/lib/range-filters'
import { searchList, searchString } from '@/lib/search-params'

/** The view's URL search params, under the API's own names; strings as typed, checked by parseNftTransfersFilters. */
export interface NftTransfersSearch extends RangeSearch {
  contract_addresses?: string[]
  format?: string
}

export function readNftTransfersSearch(search: Record<string, unknown>): NftTransfersSearch {
  const contracts = searchList(search.contract_addresses)
  return {
    ...readRangeSearch(search),
    contract_addresses: contracts.length > 0 ? contracts : undefined,
    format: searchString(search.format),
  }
}
