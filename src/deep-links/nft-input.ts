import type { NftParams } from '@/api/nft'
import { readBooleanParam } from '@/lib/boolean-param'
import { readTokenIdFormat, tokenIdProblem } from '@/lib/values/token-id'
import type { NftSearch } from './nft-search'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'

/**
 * Checks the contract, token id and options from the URL. Preview media and normalized metadata are on unless the
 * URL turns them off: the page is about the token's media and traits, which they fill in.
 */
export function parseNftInput(address: string, tokenId: string, search: NftSearch): { params: Omit<NftParams, 'chain'>; problems: string[] } {
  const problems: string[] = []
  const contract = evmAddressProblem(address, 'contract address')
  if (contract) problems.push(contract)
  const format = readTokenIdFormat(search.format)
  if (format.problem) problems.push(format.problem)
  else {
    const idProblem = tokenIdProblem(tokenId, format.format)
    if (idProblem) problems.push(idProblem)
  }
  const normalize = readBooleanParam('normalizeMetadata', search.normalizeMetadata, true)
  const media = readBooleanParam('media_items', search.media_items, true)
  for (const problem of [normalize.problem, media.problem]) if (problem) problems.push(problem)
  return {
    params: {
      address,
      tokenId,
      ...(search.format ? { format: format.format } : {}),
      normalizeMetadata: normalize.value,
      media_items: media.value,
    },
    problems,
  }
}
