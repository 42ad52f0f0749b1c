import type { PageView } from '@/deep-links/recognize-view'
import { WAITING, type PageSummary } from './page-meta'
import { HOME_SUMMARY, NOT_FOUND_SUMMARY, RPC_LOOKUP_SUMMARY, SETTINGS_SUMMARY } from './static-pages'
import { describeCollection } from './views/collection'
import { describeErc20Transfers } from './views/erc20-transfers'
import { describeNftTransfers } from './views/nft-transfers'
import { describeNft } from './views/nft'
import { describeRpcTransaction } from './views/rpc-transaction'
import { describeSolanaPairs } from './views/solana-pairs'
import { describeTopMovers } from './views/top-movers'
import { describeTransaction } from './views/transaction'

/** What the URL alone says about a page: the title a tab shows before the data arrives and a preview that could not wait. */
export function describeView(view: PageView, gateway: string): PageSummary {
  switch (view.view) {
    case 'home':
      return HOME_SUMMARY
    case 'settings':
      return SETTINGS_SUMMARY
    case 'rpc-lookup':
      return RPC_LOOKUP_SUMMARY
    case 'not-found':
      return NOT_FOUND_SUMMARY
    case 'transaction':
      return describeTransaction(view.link, WAITING)
    case 'erc20-transfers':
      return describeErc20Transfers(view.link, WAITING, gateway)
    case 'nft-transfers':
      return describeNftTransfers(view.link)
    case 'nft':
      return describeNft(view.link, WAITING, gateway)
    case 'collection':
      return describeCollection(view.link, WAITING, gateway)
    case 'top-movers':
      return describeTopMovers(view.link, WAITING)
    case 'solana-pairs':
      return describeSolanaPairs(view.link, WAITING, gateway)
    case 'rpc-transaction':
      return describeRpcTransaction(view.link)
  }
}
