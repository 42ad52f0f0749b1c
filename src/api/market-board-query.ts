import { queryOptions } from '@tanstack/react-query'
import { DEFAULT_REFRESH_SECONDS } from '@/lib/refresh-interval'
import { ApiError } from './errors'
import type { MarketAnswer } from './market-board'
import { fetchTopMovers } from './top-movers'
import { fetchTrendingTokens, type TrendingParams } from './trending-tokens'

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404
}

/** Trending first; a 404 there means the provider predates it, so the movers board is asked instead (Ethereum only). */
export async function fetchMarketAnswer(params: TrendingParams, signal?: AbortSignal): Promise<MarketAnswer> {
  try {
    return { source: 'trending', tokens: await fetchTrendingTokens(params, signal) }
  } catch (error) {
    if (!isNotFound(error)) throw error
    return { source: 'movers', movers: await fetchTopMovers(signal) }
  }
}

export function marketBoardQuery(params: TrendingParams) {
  return queryOptions({
    queryKey: ['evm', 'market', 'board', params.chain ?? 'all', params.limit],
    queryFn: ({ signal }) => fetchMarketAnswer(params, signal),
    // As long as the server's shared cache keeps an answer (server/allow-list.ts): half the board's default refresh.
    staleTime: (DEFAULT_REFRESH_SECONDS / 2) * 1000,
  })
}
