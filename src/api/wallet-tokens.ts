import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { EXAMPLES } from '@/examples'
import { evmUrl, requestJson } from './client'
import { bigintValue, cursor, decimal, flag, freeText, listOf, optionalBigint, optionalFlag, optionalSmallInteger, requiredText } from './fields'
import { declareOperation, operationPath } from './operation'
import { firstPage, nextCursor, type CursorPage } from './paging'
import { ADDRESS, chainsOf, CURSOR, LIMIT } from './request-patterns'

/** One holding: the provider's "wallet token balances with prices", the chain's native coin among them. */
export const walletTokenSchema = z.object({
  token_address: requiredText,
  name: freeText,
  symbol: freeText,
  logo: freeText,
  thumbnail: freeText,
  decimals: optionalSmallInteger,
  balance: bigintValue,
  possible_spam: flag,
  verified_contract: optionalFlag,
  native_token: flag,
  usd_price: decimal,
  usd_price_24hr_percent_change: decimal,
  usd_value: decimal,
  portfolio_percentage: decimal,
})
export type WalletToken = z.output<typeof walletTokenSchema>
export type WalletTokenWire = z.input<typeof walletTokenSchema>

export const walletTokensPageSchema = z.object({
  page: optionalSmallInteger,
  page_size: optionalSmallInteger,
  cursor,
  block_number: optionalBigint,
  result: listOf(walletTokenSchema),
})
export type WalletTokensPageWire = z.input<typeof walletTokensPageSchema>

export interface WalletTokensPage extends CursorPage<WalletToken> {
  /** the block the balances were read at */
  blockNumber: bigint | null
}

export interface WalletTokensParams {
  /** the chain as the API expects it */
  chain: string
  address: string
}

export async function fetchWalletTokens({ address, chain }: WalletTokensParams, cursor: string | null, signal?: AbortSignal): Promise<WalletTokensPage> {
  const envelope = await requestJson(evmUrl(operationPath(walletTokensOperation, { address }), { chain, cursor }), walletTokensPageSchema, { signal })
  return { items: envelope.result, cursor: envelope.cursor, page: envelope.page, pageSize: envelope.page_size, blockNumber: envelope.block_number }
}

export function walletTokensQuery(params: WalletTokensParams) {
  return infiniteQueryOptions({
    queryKey: ['evm', params.chain, 'wallet-tokens', params.address.toLowerCase(), params],
    queryFn: ({ pageParam, signal }) => fetchWalletTokens(params, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    staleTime: 30_000,
  })
}

export const walletTokensOperation = declareOperation({
  name: 'wallet-tokens',
  summary: 'a wallet’s native and ERC20 balances with prices, values and spam flags',
  base: 'evm',
  method: 'GET',
  path: '/wallets/:address/tokens',
  params: { address: ADDRESS },
  query: { chain: chainsOf('general'), limit: LIMIT, cursor: CURSOR },
  required: ['chain'],
  schema: walletTokensPageSchema,
  cache: {
    seconds: 30,
    browserSeconds: 5,
    staleWhileRevalidate: 60,
    why: 'balances change with each block and prices all the time, but a crowd arriving within seconds can share one answer',
  },
  ceiling: 'provider',
  example: { chain: EXAMPLES.wallet.chain, address: EXAMPLES.wallet.address } as WalletTokensParams,
  fetch: (params, signal) => fetchWalletTokens(params, null, signal),
  preview: (page) => page.result,
})
