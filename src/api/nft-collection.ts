import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { operationPath } from './operations'
import { flag, optionalFlag, requiredText, text } from './fields'

/** Loose: with include_prices the service adds price fields the API description does not list. */
export const nftCollectionSchema = z.looseObject({
  token_address: requiredText,
  name: text,
  synced_at: text,
  symbol: text,
  contract_type: text,
  possible_spam: flag,
  verified_collection: optionalFlag,
  collection_logo: text,
  collection_banner_image: text,
  collection_category: text,
  project_url: text,
  wiki_url: text,
  discord_url: text,
  telegram_url: text,
  twitter_username: text,
  instagram_username: text,
})

export type NftCollection = z.output<typeof nftCollectionSchema>
export type NftCollectionWire = z.input<typeof nftCollectionSchema>

export interface NftCollectionParams {
  chain: string
  address: string
  include_prices?: boolean
}

export function fetchNftCollection({ address, ...query }: NftCollectionParams, signal?: AbortSignal): Promise<NftCollection> {
  return requestJson(evmUrl(operationPath('nft-collection', { address }), { ...query }), nftCollectionSchema, { signal })
}

export function nftCollectionQuery(params: NftCollectionParams) {
  return queryOptions({
    queryKey: ['evm', params.chain, 'nft-collection', params.address.toLowerCase(), params],
    queryFn: ({ signal }) => fetchNftCollection(params, signal),
    staleTime: 5 * 60_000,
  })
}
