import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { BOARD } from './cache-policies'
import { declareOperation, operationPath } from './operation'
import { decimal, listOf, optionalSmallInteger, freeText, text } from './fields'

export const topMoverSchema = z.object({
  rank: optionalSmallInteger,
  token_name: freeText,
  token_symbol: freeText,
  token_logo: freeText,
  token_decimals: optionalSmallInteger,
  contract_address: text,
  price_usd: decimal,
  price_24h_percent_change: decimal,
  price_7d_percent_change: decimal,
  market_cap_usd: decimal,
})
export type TopMover = z.output<typeof topMoverSchema>

export const topMoversSchema = z.object({
  gainers: listOf(topMoverSchema),
  losers: listOf(topMoverSchema),
})
export type TopMovers = z.output<typeof topMoversSchema>
export type TopMoversWire = z.input<typeof topMoversSchema>

export function fetchTopMovers(signal?: AbortSignal): Promise<TopMovers> {
  return requestJson(evmUrl(operationPath(topMoversOperation, {})), topMoversSchema, { signal })
}

export function topMoversQuery() {
  return queryOptions({
    queryKey: ['evm', 'market', 'top-movers'],
    queryFn: ({ signal }) => fetchTopMovers(signal),
    staleTime: 30_000,
  })
}

export const topMoversOperation = declareOperation({
  name: 'top-movers',
  summary: 'the older ERC20 movers board (Ethereum), where trending tokens are not offered',
  base: 'evm',
  method: 'GET',
  path: '/market-data/erc20s/top-movers',
  params: {},
  query: {},
  required: [],
  schema: topMoversSchema,
  cache: BOARD,
  ceiling: 'provider',
  example: {},
  fetch: (_params, signal) => fetchTopMovers(signal),
  preview: (movers) => ({ source: 'movers', movers }),
})
