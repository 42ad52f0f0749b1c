import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { operationPath } from './operations'
import { decimal, listOf, optionalSmallInteger, text } from './fields'

export const topMoverSchema = z.object({
  rank: optionalSmallInteger,
  token_name: text,
  token_symbol: text,
  token_logo: text,
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
  return requestJson(evmUrl(operationPath('top-movers', {})), topMoversSchema, { signal })
}

export function topMoversQuery() {
  return queryOptions({
    queryKey: ['evm', 'market', 'top-movers'],
    queryFn: ({ signal }) => fetchTopMovers(signal),
    staleTime: 30_000,
  })
}
