import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { declareOperation, operationPath } from './operation'
import { TOKEN_ID_PATTERN } from '@/lib/values/token-id'
import { ADDRESS, BOOLEAN, chainsOf, TOKEN_ID_FORMAT } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { decimal, flag, jsonDocument, mapped, orNull, optionalBigint, optionalFlag, optionalSmallInteger, requiredText, freeText, text } from './fields'
import type { TokenIdFormat } from './nft-transfers'

const mediaSizeSchema = orNull(z.object({ url: freeText, width: optionalSmallInteger, height: optionalSmallInteger }))

/** The `media` object returned with media_items=true; loose, since the API shows it only as "string". */
export const nftMediaSchema = z.object({
  status: text,
  updatedAt: text,
  mimetype: text,
  parent_hash: text,
  original_media_url: freeText,
  media_collection: orNull(z.object({ low: mediaSizeSchema, medium: mediaSizeSchema, high: mediaSizeSchema })),
})
export type NftMedia = z.output<typeof nftMediaSchema>

const paymentTokenSchema = z.object({
  token_name: freeText,
  token_symbol: freeText,
  token_logo: freeText,
  token_decimals: optionalSmallInteger,
  token_address: text,
})

export const lastSaleSchema = z.object({
  transaction_hash: text,
  block_timestamp: text,
  buyer_address: text,
  seller_address: text,
  price: optionalBigint,
  price_formatted: text,
  usd_price_at_sale: decimal,
  current_usd_value: decimal,
  token_id: text,
  payment_token: orNull(paymentTokenSchema),
})
export type NftLastSale = z.output<typeof lastSaleSchema>

export const nftSchema = z.object({
  token_address: requiredText,
  token_id: requiredText,
  owner_of: text,
  token_hash: text,
  block_number: optionalBigint,
  block_number_minted: optionalBigint,
  contract_type: text,
  token_uri: freeText,
  metadata: jsonDocument,
  normalized_metadata: jsonDocument,
  media: z.pipe(
    mapped(jsonDocument, (document) => (document.state === 'parsed' ? document.value : null)),
    z.catch(orNull(nftMediaSchema), null),
  ),
  minter_address: text,
  last_token_uri_sync: text,
  last_metadata_sync: text,
  amount: optionalBigint,
  name: freeText,
  symbol: freeText,
  possible_spam: flag,
  verified_collection: optionalFlag,
  rarity_rank: optionalSmallInteger,
  rarity_label: freeText,
  rarity_percentage: decimal,
  last_sale: orNull(lastSaleSchema),
})

export type Nft = z.output<typeof nftSchema>
export type NftWire = z.input<typeof nftSchema>

export interface NftParams {
  chain: string
  address: string
  tokenId: string
  format?: TokenIdFormat
  normalizeMetadata?: boolean
  media_items?: boolean
}

export function fetchNft({ address, tokenId, ...query }: NftParams, signal?: AbortSignal): Promise<Nft> {
  return requestJson(evmUrl(operationPath(nftOperation, { address, tokenId }), { ...query }), nftSchema, { signal })
}

export function nftQuery(params: NftParams) {
  return queryOptions({
    queryKey: ['evm', params.chain, 'nft', params.address.toLowerCase(), params],
    queryFn: ({ signal }) => fetchNft(params, signal),
    staleTime: 5 * 60_000,
  })
}

export const nftOperation = declareOperation({
  name: 'nft',
  summary: 'one NFT: its metadata, media, owner and last sale',
  base: 'evm',
  method: 'GET',
  path: '/nft/:address/:tokenId',
  params: { address: ADDRESS, tokenId: TOKEN_ID_PATTERN },
  query: { chain: chainsOf('nft'), format: TOKEN_ID_FORMAT, normalizeMetadata: BOOLEAN, media_items: BOOLEAN },
  required: ['chain'],
  schema: nftSchema,
  cache: {
    seconds: 300,
    browserSeconds: 60,
    staleWhileRevalidate: 3600,
    why: 'metadata changes rarely, but the owner and the last sale change with each trade',
  },
  ceiling: 'provider',
  example: { chain: EXAMPLES.nft.chain, address: EXAMPLES.nft.address, tokenId: EXAMPLES.nft.tokenId, normalizeMetadata: true, media_items: true } as NftParams,
  fetch: fetchNft,
  preview: (nft) => nft,
})
