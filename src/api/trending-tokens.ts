import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { BOARD } from './cache-policies'
import { declareOperation, operationPath } from './operation'
import { LIMIT, TRENDING_CHAIN } from './request-patterns'
import type { TrendWindow } from '@/lib/trend-window'
import { decimal, listOf, mapped, optionalSmallInteger, orNull, freeText, text } from './fields'

/** A figure per window; a window the provider leaves out (or the whole object) is null. */
const perWindow = mapped(
  orNull(z.object({ '1h': decimal, '4h': decimal, '12h': decimal, '24h': decimal })),
  (value): Record<TrendWindow, string | null> => value ?? { '1h': null, '4h': null, '12h': null, '24h': null },
)

export const trendingTokenSchema = z.object({
  /** hex chain id ("0x1") or "solana" */
  chainId: text,
  tokenAddress: text,
  name: freeText,
  uniqueName: freeText,
  symbol: freeText,
  decimals: optionalSmallInteger,
  logo: freeText,
  usdPrice: decimal,
  createdAt: text,
  marketCap: decimal,
  liquidityUsd: decimal,
  holders: decimal,
  pricePercentChange: perWindow,
  totalVolume: perWindow,
  transactions: perWindow,
  buyTransactions: perWindow,
  sellTransactions: perWindow,
  buyers: perWindow,
  sellers: perWindow,
})
export type TrendingToken = z.output<typeof trendingTokenSchema>
export type TrendingTokenWire = z.input<typeof trendingTokenSchema>

/** The list inside an envelope ({ result } or { tokens }) where the provider wraps it; otherwise the body itself. */
function unwrap(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const envelope = body as { result?: unknown; tokens?: unknown }
  return envelope.result ?? envelope.tokens ?? body
}

/**
 * The provider answers with a list; an envelope, a single entry or null is taken too. Every field may be missing, but
 * a list in which no entry names a token (no address, symbol or name) is not a list of tokens.
 */
export const trendingTokensSchema = mapped(z.pipe(z.transform(unwrap), listOf(trendingTokenSchema)), (tokens, ctx) => {
  const nameless = (token: TrendingToken) => token.tokenAddress === null && token.symbol === null && token.name === null
  if (tokens.length === 0 || !tokens.every(nameless)) return tokens
  ctx.issues.push({ code: 'custom', message: 'a trending token needs an address, a symbol or a name', input: tokens[0], path: [0, 'tokenAddress'] })
  return z.NEVER
})

/** What the board asks for: every chain unless one is named (the provider's chain name, or "solana"). */
export interface TrendingParams {
  chain?: string
  limit: number
}

export function fetchTrendingTokens({ chain, limit }: TrendingParams, signal?: AbortSignal): Promise<TrendingToken[]> {
  return requestJson(evmUrl(operationPath(trendingTokensOperation, {}), { chain, limit }), trendingTokensSchema, { signal })
}

// src/api/market-board.ts sends `limit` always and `chain` when the board is narrowed to one.
export const trendingTokensOperation = declareOperation({
  name: 'trending-tokens',
  summary: 'trending tokens on every chain or one, with their price changes',
  base: 'evm',
  method: 'GET',
  path: '/tokens/trending',
  params: {},
  query: { chain: TRENDING_CHAIN, limit: LIMIT },
  required: ['limit'],
  schema: trendingTokensSchema,
  cache: BOARD,
  ceiling: 'provider',
  example: { limit: 100 } as TrendingParams,
  fetch: fetchTrendingTokens,
  preview: (tokens) => ({ source: 'trending', tokens }),
})
