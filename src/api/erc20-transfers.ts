import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { LIST } from './cache-policies'
import { declareOperation, operationPath } from './operation'
import { chainsOf, RANGE_QUERY, ADDRESS } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { bigintValue, flag, optionalBigint, optionalFlag, optionalSmallInteger, requiredText, freeText, text } from './fields'
import type { RangeFilters } from '@/lib/range-filters'
import { evmPageSchema, firstPage, nextCursor, toCursorPage, type CursorPage } from './paging'

export const erc20TransferSchema = z.object({
  token_name: freeText,
  token_symbol: freeText,
  token_logo: freeText,
  token_decimals: optionalSmallInteger,
  transaction_hash: requiredText,
  address: requiredText,
  block_timestamp: text,
  block_number: optionalBigint,
  block_hash: text,
  to_address: text,
  to_address_label: freeText,
  to_address_entity: freeText,
  to_address_entity_logo: freeText,
  from_address: text,
  from_address_label: freeText,
  from_address_entity: freeText,
  from_address_entity_logo: freeText,
  value: bigintValue,
  transaction_index: optionalSmallInteger,
  log_index: optionalSmallInteger,
  possible_spam: flag,
  verified_collection: optionalFlag,
})

export type Erc20Transfer = z.output<typeof erc20TransferSchema>
export type Erc20TransferWire = z.input<typeof erc20TransferSchema>

export const erc20TransfersPageSchema = evmPageSchema(erc20TransferSchema)
export type Erc20TransfersPageWire = z.input<typeof erc20TransfersPageSchema>

export interface Erc20TransfersParams extends RangeFilters {
  /** the chain as the API expects it */
  chain: string
  address: string
}

export async function fetchErc20Transfers(params: Erc20TransfersParams, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Erc20Transfer>> {
  const { address, ...query } = params
  const envelope = await requestJson(evmUrl(operationPath(erc20TransfersOperation, { address }), { ...query, cursor }), erc20TransfersPageSchema, { signal })
  return toCursorPage(envelope)
}

export function erc20TransfersQuery(params: Erc20TransfersParams) {
  return infiniteQueryOptions({
    queryKey: ['evm', params.chain, 'erc20-transfers', params.address.toLowerCase(), params],
    queryFn: ({ pageParam, signal }) => fetchErc20Transfers(params, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  })
}

export const erc20TransfersOperation = declareOperation({
  name: 'erc20-transfers',
  summary: 'a token’s ERC20 transfers, newest first',
  base: 'evm',
  method: 'GET',
  path: '/erc20/:address/transfers',
  params: { address: ADDRESS },
  query: { chain: chainsOf('general'), ...RANGE_QUERY },
  required: ['chain'],
  schema: erc20TransfersPageSchema,
  cache: LIST,
  ceiling: 'provider',
  example: { chain: EXAMPLES.token.chain, address: EXAMPLES.token.address } as Erc20TransfersParams,
  fetch: (params, signal) => fetchErc20Transfers(params, null, signal),
  preview: (page) => page.result,
})
