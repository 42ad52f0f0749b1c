import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { hexQuantity } from '@/lib/format'
import { requestJson, rpcUrl } from './client'
import { ApiError } from './errors'
import { mapped, optionalBigint, orNull, requiredText, text } from './fields'
import { declareOperation, operationPath } from './operation'
import { RPC_CHAIN } from './request-patterns'
import { EXAMPLES } from '@/examples'

/** Loose: every field the node returns is shown, including ones newer than the API description. */
export const rpcTransactionSchema = z.looseObject({
  blockHash: text,
  blockNumber: optionalBigint,
  from: requiredText,
  gas: optionalBigint,
  gasPrice: optionalBigint,
  maxPriorityFeePerGas: optionalBigint,
  maxFeePerGas: optionalBigint,
  hash: requiredText,
  input: text,
  nonce: optionalBigint,
  to: text,
  transactionIndex: optionalBigint,
  value: optionalBigint,
  type: optionalBigint,
  chainId: optionalBigint,
  v: text,
  r: text,
  s: text,
})
export type RpcTransaction = z.output<typeof rpcTransactionSchema>
export type RpcTransactionWire = z.input<typeof rpcTransactionSchema>

export const rpcResponseSchema = z.object({
  jsonrpc: text,
  id: z.unknown(),
  result: orNull(rpcTransactionSchema),
  error: orNull(
    z.object({
      code: mapped(z.union([z.number(), z.string()]), Number),
      message: z.string(),
      data: z.optional(z.unknown()),
    }),
  ),
})
export type RpcResponseWire = z.input<typeof rpcResponseSchema>

export interface RpcTransactionParams {
  /** one of the RPC operation's chain names */
  chain: string
  blockHash: string
  index: bigint
  /** a user-chosen JSON-RPC endpoint that replaces the configured provider */
  endpoint?: string | null
}

export const RPC_METHOD = 'eth_getTransactionByBlockHashAndIndex'

/** Resolves to null when the block has no transaction at that index. */
export async function fetchRpcTransaction({ chain, blockHash, index, endpoint }: RpcTransactionParams, signal?: AbortSignal): Promise<RpcTransaction | null> {
  const body = { jsonrpc: '2.0', id: 1, method: RPC_METHOD, params: [blockHash, hexQuantity(index)] }
  const response = await requestJson(endpoint ?? rpcUrl(operationPath(rpcTransactionOperation, { chain })), rpcResponseSchema, { method: 'POST', body, signal })
  if (response.error) {
    throw new ApiError({ kind: 'rpc', message: response.error.message, rpcCode: response.error.code })
  }
  return response.result
}

export function rpcTransactionQuery(params: RpcTransactionParams) {
  return queryOptions({
    queryKey: ['rpc', params.endpoint ?? params.chain, 'tx-by-block-and-index', params.blockHash.toLowerCase(), params.index.toString()],
    queryFn: ({ signal }) => fetchRpcTransaction(params, signal),
    // A block hash pins the block, so what is at an index never changes.
    staleTime: Infinity,
  })
}

export const rpcTransactionOperation = declareOperation({
  name: 'rpc-transaction',
  summary: 'a transaction by block hash and index, from a JSON-RPC node',
  base: 'rpc',
  method: 'POST',
  path: '/:chain',
  params: { chain: RPC_CHAIN },
  query: {},
  required: [],
  schema: rpcResponseSchema,
  cache: {
    seconds: 600,
    browserSeconds: 600,
    staleWhileRevalidate: 0,
    why:
      'a block hash pins the block, so its transaction at an index does not change; but a 200 may carry a JSON-RPC error, ' +
      'or null from a node that has not seen the block yet, which nginx cannot tell apart, so it is kept ten minutes, not for good',
  },
  ceiling: 'provider',
  example: { chain: EXAMPLES.rpc.chain, blockHash: EXAMPLES.rpc.blockHash, index: BigInt(EXAMPLES.rpc.index) } as RpcTransactionParams,
  fetch: fetchRpcTransaction,
})
