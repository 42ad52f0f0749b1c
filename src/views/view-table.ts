import { erc20TransfersView } from './erc20-transfers'
import { nftCollectionView } from './nft-collection'
import { nftTransfersView } from './nft-transfers'
import { nftView } from './nft'
import { rpcTransactionView } from './rpc-transaction'
import { solanaPairsView } from './solana-pairs'
import { homeView, rpcLookupView, settingsView } from './static-pages'
import { topMoversView } from './top-movers'
import { transactionView } from './transaction'
import type { AnyViewDeclaration, ViewRoute } from './view'

/** The route table: every file route under src/routes, by its path, with its declaration. */
export const VIEWS: { readonly [Route in ViewRoute]: AnyViewDeclaration } = {
  '/': homeView,
  '/settings': settingsView,
  '/rpc/': rpcLookupView,
  '/market/top-movers': topMoversView,
  '/$chain/tx/$hash': transactionView,
  '/$chain/token/$address': erc20TransfersView,
  '/$chain/wallet/$address/nft-transfers': nftTransfersView,
  '/$chain/nft/$address/$tokenId': nftView,
  '/$chain/collection/$address': nftCollectionView,
  '/solana/$network/token/$address/pairs': solanaPairsView,
  '/rpc/$chain/block/$blockHash/tx/$index': rpcTransactionView,
}
