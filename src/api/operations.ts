import { erc20TransfersOperation } from './erc20-transfers'
import { nftOperation } from './nft'
import { nftCollectionOperation } from './nft-collection'
import { nftTransfersOperation } from './nft-transfers'
import { rpcTransactionOperation } from './rpc-transaction'
import { signatureLookupOperation } from './signature-lookup'
import { solanaPairsOperation } from './solana-pairs'
import { topMoversOperation } from './top-movers'
import { transactionOperation } from './transaction'
import { trendingTokensOperation } from './trending-tokens'
import { verifiedContractOperation } from './verified-contract'
import { walletTokensOperation } from './wallet-tokens'

/**
 * The registry: every operation Chainview calls, each declared once in its own module (`OperationDeclaration` in
 * ./operation.ts). The server's allow-list and nginx's maps, the MSW fixtures, hostile data mode, the link previews,
 * the docs' tables and the tests that go through every operation all iterate it. The app's pages import their own
 * operation's module, never this one, so a page's code carries no other operation's schema.
 */
export const OPERATION_LIST = [
  erc20TransfersOperation,
  nftTransfersOperation,
  nftOperation,
  nftCollectionOperation,
  transactionOperation,
  topMoversOperation,
  trendingTokensOperation,
  solanaPairsOperation,
  rpcTransactionOperation,
  walletTokensOperation,
  verifiedContractOperation,
  signatureLookupOperation,
] as const

export type AnyOperation = (typeof OPERATION_LIST)[number]

export type OperationName = AnyOperation['name']

export const OPERATIONS = Object.fromEntries(OPERATION_LIST.map((operation) => [operation.name, operation])) as {
  readonly [Name in OperationName]: Extract<AnyOperation, { name: Name }>
}

export const OPERATION_NAMES: readonly OperationName[] = OPERATION_LIST.map((operation) => operation.name)

export const OPERATION_COUNT = OPERATION_LIST.length

/** Sends an operation's example request (its first page) through the app's client. */
export function fetchExample(operation: AnyOperation, signal?: AbortSignal): Promise<unknown> {
  const send = operation.fetch as (params: unknown, signal?: AbortSignal) => Promise<unknown>
  return send(operation.example, signal)
}
