import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { declareOperation, operationPath } from './operation'
import { ADDRESS, BOOLEAN, chainsOf } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { flag, optionalFlag, requiredText, freeText, text } from './fields'

/** Loose: with include_prices the service adds price fields the API description does not list. */
export const nftCollectionSchema = z.looseObject({
  token_address: requiredText,
  name: freeText,
  synced_at: text,
  symbol: freeText,
  contract_type: text,
  possible_spam: flag,
  verified_collection: optionalFlag,
  collection_logo: freeText,
  collection_banner_image: freeText,
  collection_category: freeText,
  project_url: freeText,
  wiki_url: freeText,
  discord_url: freeText,
  telegram_url: freeText,
  twitter_username: freeText,
  instagram_username: freeText,
})

export type NftCollection = z.output<typeof nftCollectionSchema>
export type NftCollectionWire = z.input<typeof nftCollectionSchema>

export interface NftCollectionParams {
  chain: string
  address: string
  include_prices?: boolean
}

export function fetchNftCollection({ address, ...query }: NftCollectionParams, signal?: AbortSignal): Promise<NftCollection> {
  return requestJson(evmUrl(operationPath(nftCollectionOperation, { address }), { ...query }), nftCollectionSchema, { signal })
}

export function nftCollectionQuery(params: NftCollectionParams) {
  return queryOptions({
    queryKey: ['evm', params.chain, 'nft-collection', params.address.toLowerCase(), params],
    queryFn: ({ signal }) => fetchNftCollection(params, signal),
    staleTime: 5 * 60_000,
  })
}

export const nftCollectionOperation = declareOperation({
  name: 'nft-collection',
  summary: 'an NFT collection’s name, logo and links',
  base: 'evm',
  method: 'GET',
  path: '/nft/:address/metadata',
  params: { address: ADDRESS },
  query: { chain: chainsOf('collection'), include_prices: BOOLEAN },
  required: ['chain'],
  schema: nftCollectionSchema,
  cache: {
    seconds: 3600,
    browserSeconds: 300,
    staleWhileRevalidate: 86_400,
    why: 'a collection’s name, logo and links change rarely',
  },
  ceiling: 'provider',
  example: { chain: EXAMPLES.collection.chain, address: EXAMPLES.collection.address, include_prices: true } as NftCollectionParams,
  fetch: fetchNftCollection,
  preview: (collection) => collection,
})
