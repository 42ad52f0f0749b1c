import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { SolanaNetwork } from '@/chains'
import { requestJson, solanaUrl } from './client'
import { operationPath } from './operations'
import { cursor, decimal, listOf, optionalSmallInteger, requiredText, text } from './fields'
import { firstPage, nextCursor, type CursorPage } from './paging'

export const solanaPairTokenSchema = z.object({
  tokenAddress: requiredText,
  tokenName: text,
  tokenSymbol: text,
  tokenLogo: text,
  tokenDecimals: optionalSmallInteger,
  pairTokenType: text,
  liquidityUsd: decimal,
})
export type SolanaPairToken = z.output<typeof solanaPairTokenSchema>

export const solanaPairSchema = z.object({
  exchangeAddress: text,
  exchangeName: text,
  exchangeLogo: text,
  pairLabel: text,
  pairAddress: requiredText,
  usdPrice: decimal,
  usdPrice24hrPercentChange: decimal,
  usdPrice24hrUsdChange: decimal,
  liquidityUsd: decimal,
  baseToken: text,
  quoteToken: text,
  pair: listOf(solanaPairTokenSchema),
})
export type SolanaPair = z.output<typeof solanaPairSchema>
export type SolanaPairWire = z.input<typeof solanaPairSchema>

export const solanaPairsPageSchema = z.object({
  cursor,
  pageSize: optionalSmallInteger,
  page: optionalSmallInteger,
  pairs: listOf(solanaPairSchema),
})
export type SolanaPairsPageWire = z.input<typeof solanaPairsPageSchema>

export interface SolanaPairsParams {
  network: SolanaNetwork
  address: string
  limit?: number
}

export async function fetchSolanaPairs(
  { network, address, limit }: SolanaPairsParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<SolanaPair>> {
  const envelope = await requestJson(solanaUrl(operationPath('solana-pairs', { network, address }), { limit, cursor }), solanaPairsPageSchema, { signal })
  return { items: envelope.pairs, cursor: envelope.cursor, page: envelope.page, pageSize: envelope.pageSize }
}

export function solanaPairsQuery(params: SolanaPairsParams) {
  return infiniteQueryOptions({
    queryKey: ['solana', params.network, 'pairs', params.address, params],
    queryFn: ({ pageParam, signal }) => fetchSolanaPairs(params, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  })
}
