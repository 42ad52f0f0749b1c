import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { LIST } from './cache-policies'
import { declareOperation, operationPath } from './operation'
import { ADDRESS, chainsOf, RANGE_QUERY, TOKEN_ID_FORMAT } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { cursor, flag, listOf, optionalBigint, optionalFlag, optionalSmallInteger, requiredText, freeText, text } from './fields'
import type { RangeFilters } from '@/lib/range-filters'
import { firstPage, nextCursor, type CursorPage } from './paging'

export const nftTransferSchema = z.object({
  token_address: requiredText,
  token_id: requiredText,
  from_address: text,
  from_address_label: freeText,
  from_address_entity: freeText,
  from_address_entity_logo: freeText,
  to_address: text,
  to_address_label: freeText,
  to_address_entity: freeText,
  to_address_entity_logo: freeText,
  value: optionalBigint,
  amount: optionalBigint,
  contract_type: text,
  block_number: optionalBigint,
  block_timestamp: text,
  block_hash: text,
  transaction_hash: requiredText,
  transaction_type: text,
  transaction_index: optionalSmallInteger,
  log_index: optionalSmallInteger,
  operator: text,
  possible_spam: flag,
  verified_collection: optionalFlag,
})

export type NftTransfer = z.output<typeof nftTransferSchema>
export type NftTransferWire = z.input<typeof nftTransferSchema>

export const nftTransfersPageSchema = z.object({
  page: optionalSmallInteger,
  page_size: optionalSmallInteger,
  cursor,
  result: listOf(nftTransferSchema),
  block_exists: optionalFlag,
  index_complete: optionalFlag,
})
export type NftTransfersPageWire = z.input<typeof nftTransfersPageSchema>

export interface NftTransfersPage extends CursorPage<NftTransfer> {
  blockExists: boolean | null
  indexComplete: boolean | null
}

export type TokenIdFormat = 'decimal' | 'hex'

export interface NftTransfersFilters extends RangeFilters {
  contract_addresses?: string[]
  format?: TokenIdFormat
}

export interface NftTransfersParams extends NftTransfersFilters {
  chain: string
  address: string
}

export async function fetchNftTransfers(params: NftTransfersParams, cursor: string | null, signal?: AbortSignal): Promise<NftTransfersPage> {
  const { address, ...query } = params
  const envelope = await requestJson(evmUrl(operationPath(nftTransfersOperation, { address }), { ...query, cursor }), nftTransfersPageSchema, { signal })
  return {
    items: envelope.result,
    cursor: envelope.cursor,
    page: envelope.page,
    pageSize: envelope.page_size,
    blockExists: envelope.block_exists,
    indexComplete: envelope.index_complete,
  }
}

export function nftTransfersQuery(params: NftTransfersParams) {
  return infiniteQueryOptions({
    queryKey: ['evm', params.chain, 'nft-transfers', params.address.toLowerCase(), params],
    queryFn: ({ pageParam, signal }) => fetchNftTransfers(params, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  })
}

export const nftTransfersOperation = declareOperation({
  name: 'nft-transfers',
  summary: 'a wallet’s NFT transfers, newest first',
  base: 'evm',
  method: 'GET',
  path: '/:address/nft/transfers',
  params: { address: ADDRESS },
  query: { chain: chainsOf('nft'), ...RANGE_QUERY, 'contract_addresses(%5[Bb]|[[])[0-9]{1,3}(%5[Dd]|])': ADDRESS, format: TOKEN_ID_FORMAT },
  required: ['chain'],
  schema: nftTransfersPageSchema,
  cache: LIST,
  ceiling: 'provider',
  example: { chain: EXAMPLES.wallet.chain, address: EXAMPLES.wallet.address } as NftTransfersParams,
  fetch: (params, signal) => fetchNftTransfers(params, null, signal),
})
