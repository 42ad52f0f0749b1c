import { useQuery } from '@tanstack/react-query'
import { nftCollectionQuery, type NftCollection } from '@/api/nft-collection'
import { findEvmChain, type EvmChain } from '@/chains'
import { isEvmAddress } from '@/lib/values/evm-address-checksum'

export interface CollectionName {
  name: string | null
  verified: boolean | null
}

function nameOf(collection: NftCollection): CollectionName {
  return { name: collection.name, verified: collection.verified_collection }
}

/**
 * The name of a transfer's collection: transfers carry only the contract address, so the cell looks the contract up
 * through the collection operation (cached and shared by every row of that contract, never retried; the address is
 * shown meanwhile or if it fails). Only the cells of that contract redraw when its name arrives, not the table.
 */
export function useCollectionName(chain: EvmChain, contract: string): CollectionName | undefined {
  const address = contract.toLowerCase()
  const { data } = useQuery({
    ...nftCollectionQuery({ chain: chain.apiChain, address }),
    retry: false,
    enabled: findEvmChain(chain.slug, 'collection') !== null && isEvmAddress(address),
    select: nameOf,
  })
  return data
}
