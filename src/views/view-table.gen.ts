// Generated from src/routes by `npm run generate`: do not edit.
import { erc20TransfersView } from './erc20-transfers'
import { nftView } from './nft'
import { nftCollectionView } from './nft-collection'
import { nftTransfersView } from './nft-transfers'
import { rpcTransactionView } from './rpc-transaction'
import { solanaPairsView } from './solana-pairs'
import { homeView, rpcLookupView, settingsView } from './static-pages'
import { topMoversView } from './top-movers'
import { transactionView } from './transaction'
import { walletTokensView } from './wallet-tokens'
import type { AnyViewDeclaration } from './view'
import type { ViewRoute } from './view-route.gen'

/** The route table: every file route under src/routes, by its path, with its declaration. */
export const VIEWS: { readonly [Route in ViewRoute]: AnyViewDeclaration } = {
  '/': homeView,
  '/$chain/collection/$address': nftCollectionView,
  '/$chain/nft/$address/$tokenId': nftView,
  '/$chain/token/$address': erc20TransfersView,
  '/$chain/tx/$hash': transactionView,
  '/$chain/wallet/$address/': walletTokensView,
  '/$chain/wallet/$address/nft-transfers': nftTransfersView,
  '/market/top-movers': topMoversView,
  '/rpc/': rpcLookupView,
  '/rpc/$chain/block/$blockHash/tx/$index': rpcTransactionView,
  '/settings': settingsView,
  '/solana/$network/token/$address/pairs': solanaPairsView,
}
