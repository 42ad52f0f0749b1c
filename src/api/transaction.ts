import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { evmUrl, requestJson } from './client'
import { declareOperation, operationPath } from './operation'
import { chainsOf, TX_HASH } from './request-patterns'
import { EXAMPLES } from '@/examples'
import { listOf, optionalBigint, optionalSmallInteger, requiredText, freeText, text } from './fields'

export const transactionLogSchema = z.object({
  log_index: optionalSmallInteger,
  transaction_hash: text,
  transaction_index: optionalSmallInteger,
  address: requiredText,
  data: text,
  topic0: text,
  topic1: text,
  topic2: text,
  topic3: text,
  block_timestamp: text,
  block_number: optionalBigint,
  block_hash: text,
})
export type TransactionLog = z.output<typeof transactionLogSchema>

export const internalTransactionSchema = z.object({
  transaction_hash: text,
  block_number: optionalBigint,
  block_hash: text,
  type: text,
  from: text,
  to: text,
  value: optionalBigint,
  gas: optionalBigint,
  gas_used: optionalBigint,
  input: text,
  output: text,
  error: freeText,
})
export type InternalTransaction = z.output<typeof internalTransactionSchema>

export const transactionSchema = z.object({
  hash: requiredText,
  nonce: optionalBigint,
  transaction_index: optionalSmallInteger,
  from_address: text,
  from_address_label: freeText,
  from_address_entity: freeText,
  from_address_entity_logo: freeText,
  to_address: text,
  to_address_label: freeText,
  to_address_entity: freeText,
  to_address_entity_logo: freeText,
  value: optionalBigint,
  gas: optionalBigint,
  gas_price: optionalBigint,
  input: text,
  receipt_cumulative_gas_used: optionalBigint,
  receipt_gas_used: optionalBigint,
  receipt_contract_address: text,
  receipt_root: text,
  receipt_status: text,
  block_timestamp: text,
  block_number: optionalBigint,
  block_hash: text,
  logs: listOf(transactionLogSchema),
  internal_transactions: listOf(internalTransactionSchema),
})

export type Transaction = z.output<typeof transactionSchema>
export type TransactionWire = z.input<typeof transactionSchema>

export interface TransactionParams {
  chain: string
  hash: string
  include?: 'internal_transactions'
}

export function fetchTransaction({ hash, ...query }: TransactionParams, signal?: AbortSignal): Promise<Transaction> {
  return requestJson(evmUrl(operationPath(transactionOperation, { hash }), { ...query }), transactionSchema, { signal })
}

export function transactionQuery(params: TransactionParams) {
  return queryOptions({
    queryKey: ['evm', params.chain, 'transaction', params.hash.toLowerCase(), params.include ?? null],
    queryFn: ({ signal }) => fetchTransaction(params, signal),
    // A mined transaction never changes.
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

export const transactionOperation = declareOperation({
  name: 'transaction',
  summary: 'one transaction with its logs and internal transactions',
  base: 'evm',
  method: 'GET',
  path: '/transaction/:hash',
  params: { hash: TX_HASH },
  query: { chain: chainsOf('general'), include: 'internal_transactions' },
  required: ['chain'],
  schema: transactionSchema,
  cache: {
    seconds: 86_400,
    browserSeconds: 86_400,
    staleWhileRevalidate: 0,
    why: 'the service indexes mined transactions only, and a mined transaction does not change',
  },
  ceiling: 'provider',
  example: { chain: EXAMPLES.transaction.chain, hash: EXAMPLES.transaction.hash, include: 'internal_transactions' } as TransactionParams,
  fetch: fetchTransaction,
  preview: (transaction) => transaction,
})
