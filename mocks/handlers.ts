import type { HttpHandler } from 'msw'
import { OPERATION_NAMES, type OperationName } from '../src/api/operations'
import { failureInjectionHandlers } from './failure-injection'
import { erc20TransfersHandlers } from './handlers/erc20-transfers'
import { mediaHandlers } from './handlers/media'
import { nftHandlers } from './handlers/nft'
import { nftCollectionHandlers } from './handlers/nft-collection'
import { nftTransfersHandlers } from './handlers/nft-transfers'
import { rpcTransactionHandlers } from './handlers/rpc-transaction'
import { solanaPairsHandlers } from './handlers/solana-pairs'
import { signatureLookupHandlers, verifiedContractHandlers } from './handlers/sourcify'
import { topMoversHandlers, trendingTokensHandlers } from './handlers/top-movers'
import { transactionHandlers } from './handlers/transaction'
import { walletTokensHandlers } from './handlers/wallet-tokens'

/**
 * Each operation's fixture handlers (mocks/handlers/<operation>.ts), by its name in the registry: an operation
 * declared without one fails the typecheck. Each answers only its own operation's path (fixturePath).
 */
export const FIXTURE_HANDLERS: { readonly [Name in OperationName]: readonly HttpHandler[] } = {
  'erc20-transfers': erc20TransfersHandlers,
  'nft-transfers': nftTransfersHandlers,
  nft: nftHandlers,
  'nft-collection': nftCollectionHandlers,
  transaction: transactionHandlers,
  'top-movers': topMoversHandlers,
  'trending-tokens': trendingTokensHandlers,
  'solana-pairs': solanaPairsHandlers,
  'rpc-transaction': rpcTransactionHandlers,
  'wallet-tokens': walletTokensHandlers,
  'verified-contract': verifiedContractHandlers,
  'signature-lookup': signatureLookupHandlers,
}

export const handlers = [
  // First: an injected failure answers before any fixture. The NFT handler passes `/nft/:address/metadata` on to the
  // collection handler.
  ...failureInjectionHandlers,
  ...OPERATION_NAMES.flatMap((name) => FIXTURE_HANDLERS[name]),
  ...mediaHandlers,
]
