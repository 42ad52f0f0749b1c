import type { NftTransfersFilters } from '@/api/nft-transfers'
import { parseRangeFilters } from '@/lib/range-filters'
import { readTokenIdFormat } from '@/lib/values/token-id'
import type { NftTransfersSearch } from './nft-transfers-search'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'

/** Checks every param; any problem is reported and nothing is sent. */
export function parseNftTransfersFilters(search: NftTransfersSearch): { filters: NftTransfersFilters; problems: string[] } {
  const { filters: range, problems } = parseRangeFilters(search)
  const filters: NftTransfersFilters = { ...range }
  const contracts = search.contract_addresses ?? []
  for (const contract of contracts) {
    const problem = evmAddressProblem(contract, 'contract address in contract_addresses')
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
