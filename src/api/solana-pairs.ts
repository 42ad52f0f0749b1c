import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { SolanaNetwork } from '@/chains'
import { requestJson, solanaUrl } from './client'
import { LIST } from './cache-policies'
import { declareOperation, operationPath } from './operation'
import { CURSOR, SOLANA_ADDRESS, SOLANA_NETWORK } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { cursor, decimal, listOf, optionalSmallInteger, requiredText, freeText, text } from './fields'
import { firstPage, nextCursor, type CursorPage } from './paging'

export const solanaPairTokenSchema = z.object({
  tokenAddress: requiredText,
  tokenName: freeText,
  tokenSymbol: freeText,
  tokenLogo: freeText,
  tokenDecimals: optionalSmallInteger,
  pairTokenType: text,
  liquidityUsd: decimal,
})
export type SolanaPairToken = z.output<typeof solanaPairTokenSchema>

export const solanaPairSchema = z.object({
  exchangeAddress: text,
  exchangeName: freeText,
  exchangeLogo: freeText,
  pairLabel: freeText,
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
  const envelope = await requestJson(solanaUrl(operationPath(solanaPairsOperation, { network, address }), { limit, cursor }), solanaPairsPageSchema, { signal })
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

// The Solana pairs operation documents 1 to SOLANA_PAIRS_MAX_LIMIT (50).
const SOLANA_PAIRS_LIMIT = '([1-9]|[1-4][0-9]|50)'

export const solanaPairsOperation = declareOperation({
  name: 'solana-pairs',
  summary: 'a Solana token’s trading pairs and their liquidity',
  base: 'solana',
  method: 'GET',
  path: '/token/:network/:address/pairs',
  params: { network: SOLANA_NETWORK, address: SOLANA_ADDRESS },
  query: { limit: SOLANA_PAIRS_LIMIT, cursor: CURSOR },
  required: [],
  schema: solanaPairsPageSchema,
  cache: LIST,
  ceiling: 'provider',
  example: { network: EXAMPLES.solanaToken.network, address: EXAMPLES.solanaToken.address } as SolanaPairsParams,
  fetch: (params, signal) => fetchSolanaPairs(params, null, signal),
  preview: (page) => page.pairs,
})
