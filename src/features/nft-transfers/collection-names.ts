import { useQueries } from '@tanstack/react-query'
import { nftCollectionQuery } from '../../api/nft-collection'
import { findEvmChain, type EvmChain } from '../../chains'
import { isEvmAddress } from '../../lib/validate'

export interface CollectionName {
  name: string | null
  verified: boolean | null
}

/**
 * Names the collections on the page: transfers carry only the contract address, so each contract is looked up once
 * through the collection operation (cached, never retried; the address is shown meanwhile or if it fails).
 */
export function useCollectionNames(chain: EvmChain, contracts: string[]): Map<string, CollectionName> {
  const collectionChain = findEvmChain(chain.slug, 'collection')
  const unique = collectionChain ? [...new Set(contracts.map((contract) => contract.toLowerCase()))].filter(isEvmAddress) : []
  return useQueries({
    queries: unique.map((address) => ({ ...nftCollectionQuery({ chain: chain.name, address }), retry: false })),
    combine: (results) =>
      new Map(
        results.flatMap((result, index): [string, CollectionName][] =>
          result.data ? [[unique[index] as string, { name: result.data.name, verified: result.data.verified_collection }]] : [],
        ),
      ),
  })
}
