// Generated from the view declarations (src/views: the kind of each `watchTarget`, the `chainSet` and `search`) by
// `npm run generate` (scripts/watch-homes.mjs): do not edit.
import type { WatchKind } from '@/lib/watchlist/watch-target'
import type { WatchHome } from './view'

/** Each watch kind’s home: the view a watched entry opens, where the search also opens an address of that kind. */
export const WATCH_HOMES = {
  collection: { route: '/$chain/collection/$address', chainSet: 'collection', searchLabel: 'NFT collection' },
  nft: { route: '/$chain/nft/$address/$tokenId', chainSet: 'nft' },
  'solana-pairs': { route: '/solana/$network/token/$address/pairs', chainSet: 'general' },
  token: { route: '/$chain/token/$address', chainSet: 'general', searchLabel: 'Token transfers (ERC20 contract)' },
  transaction: { route: '/$chain/tx/$hash', chainSet: 'general' },
  wallet: { route: '/$chain/wallet/$address/', chainSet: 'general', searchLabel: 'Wallet tokens' },
} as const satisfies { readonly [Kind in WatchKind]: WatchHome }
