import { readNftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { readNftSearch } from '@/deep-links/nft-search'
import { readTransactionSearch } from '@/lib/transaction-search'
import { readRangeSearch } from '@/lib/range-filters'
import { parseSearch } from '@/lib/search-params'
import {
  readCollectionLink,
  readErc20TransfersLink,
  readNftLink,
  readNftTransfersLink,
  readRpcTransactionLink,
  readSolanaPairsLink,
  readTopMoversLink,
  readTransactionLink,
  type CollectionLink,
  type Erc20TransfersLink,
  type NftLink,
  type NftTransfersLink,
  type RpcTransactionLink,
  type SolanaPairsLink,
  type TopMoversLink,
  type TransactionLink,
} from './view-links'
import { readCollectionSearch, readPairsSearch, readTopMoversSearch } from './view-search'

/** Which view a URL opens, with its link checked as the route checks it. */
export type PageView =
  | { view: 'home' }
  | { view: 'settings' }
  | { view: 'rpc-lookup' }
  | { view: 'not-found' }
  | { view: 'transaction'; link: TransactionLink }
  | { view: 'erc20-transfers'; link: Erc20TransfersLink }
  | { view: 'nft-transfers'; link: NftTransfersLink }
  | { view: 'nft'; link: NftLink }
  | { view: 'collection'; link: CollectionLink }
  | { view: 'top-movers'; link: TopMoversLink }
  | { view: 'solana-pairs'; link: SolanaPairsLink }
  | { view: 'rpc-transaction'; link: RpcTransactionLink }

/** The path's segments as the router hands them to a route: percent-decoded, without empty ones. Null when undecodable. */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

/** Mirrors the file routes under src/routes; `search` is the URL's query string, with or without its "?". */
export function recognizeView(pathname: string, search = ''): PageView {
  const segments = segmentsOf(pathname)
  if (segments === null) return { view: 'not-found' }
  const query = parseSearch(search)
  const [first, second, third, fourth, fifth, ...rest] = segments

  if (segments.length === 0) return { view: 'home' }
  if (segments.length === 1 && first === 'settings') return { view: 'settings' }
  if (segments.length === 1 && first === 'rpc') return { view: 'rpc-lookup' }
  if (segments.length === 2 && first === 'market' && second === 'top-movers') return { view: 'top-movers', link: readTopMoversLink(readTopMoversSearch(query)) }
  if (segments.length === 5 && first === 'solana' && third === 'token' && fifth === 'pairs' && second && fourth) {
    return { view: 'solana-pairs', link: readSolanaPairsLink({ network: second, address: fourth }, readPairsSearch(query)) }
  }
  if (segments.length === 6 && first === 'rpc' && third === 'block' && fifth === 'tx' && second && fourth && rest[0]) {
    return { view: 'rpc-transaction', link: readRpcTransactionLink({ chain: second, blockHash: fourth, index: rest[0] }) }
  }
  if (!first || !third) return { view: 'not-found' }
  if (segments.length === 3 && second === 'tx')
    return { view: 'transaction', link: readTransactionLink({ chain: first, hash: third }, readTransactionSearch(query)) }
  if (segments.length === 3 && second === 'token')
    return { view: 'erc20-transfers', link: readErc20TransfersLink({ chain: first, address: third }, readRangeSearch(query)) }
  if (segments.length === 3 && second === 'collection')
    return { view: 'collection', link: readCollectionLink({ chain: first, address: third }, readCollectionSearch(query)) }
  if (segments.length === 4 && second === 'wallet' && fourth === 'nft-transfers') {
    return { view: 'nft-transfers', link: readNftTransfersLink({ chain: first, address: third }, readNftTransfersSearch(query)) }
  }
  if (segments.length === 4 && second === 'nft' && fourth)
    return { view: 'nft', link: readNftLink({ chain: first, address: third, tokenId: fourth }, readNftSearch(query)) }
  return { view: 'not-found' }
}
