import { failureInjectionHandlers } from './failure-injection'
import { erc20TransfersHandlers } from './handlers/erc20-transfers'
import { mediaHandlers } from './handlers/media'
import { nftHandlers } from './handlers/nft'
import { nftCollectionHandlers } from './handlers/nft-collection'
import { nftTransfersHandlers } from './handlers/nft-transfers'
import { rpcTransactionHandlers } from './handlers/rpc-transaction'
import { solanaPairsHandlers } from './handlers/solana-pairs'
import { topMoversHandlers } from './handlers/top-movers'
import { transactionHandlers } from './handlers/transaction'

export const handlers = [
  // First: an injected failure answers before any fixture. The fixture handlers after it can come in any order: each
  // answers only its own operation (the NFT handler passes `/nft/:address/metadata` on to the collection handler).
  ...failureInjectionHandlers,
  ...erc20TransfersHandlers,
  ...nftTransfersHandlers,
  ...nftCollectionHandlers,
  ...nftHandlers,
  ...transactionHandlers,
  ...topMoversHandlers,
  ...solanaPairsHandlers,
  ...rpcTransactionHandlers,
  ...mediaHandlers,
]
