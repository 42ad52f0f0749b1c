import type { NftTransfersFilters } from '@/api/nft-transfers'
import { parseRangeFilters, readRangeSearch, type RangeSearch } from '@/lib/range-filters'
import { addressProblem } from '@/lib/route-input'
import { searchList, searchString } from '@/lib/search-params'
import { readTokenIdFormat } from '@/lib/token-id'

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

/** Checks every param; any problem is reported and nothing is sent. */
export function parseNftTransfersFilters(search: NftTransfersSearch): { filters: NftTransfersFilters; problems: string[] } {
  const { filters: range, problems } = parseRangeFilters(search)
  const filters: NftTransfersFilters = { ...range }
  const contracts = search.contract_addresses ?? []
  for (const contract of contracts) {
    const problem = addressProblem(contract, 'contract address in contract_addresses')
    if (problem) problems.push(problem)
  }
  const unique = contracts.filter((contract, index) => contracts.findIndex((other) => other.toLowerCase() === contract.toLowerCase()) === index)
  if (unique.length > 0) filters.contract_addresses = unique
  if (search.format !== undefined && search.format !== '') {
    const { format, problem } = readTokenIdFormat(search.format)
    if (problem) problems.push(problem)
    else filters.format = format
  }
  return { filters, problems }
}
