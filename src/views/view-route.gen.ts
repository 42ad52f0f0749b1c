// Generated from src/routes by `npm run generate`: do not edit.

/** Every path the app serves, as its file route names it (src/routes); the route table’s keys. */
export type ViewRoute =
  | '/'
  | '/$chain/collection/$address'
  | '/$chain/nft/$address/$tokenId'
  | '/$chain/token/$address'
  | '/$chain/tx/$hash'
  | '/$chain/wallet/$address/'
  | '/$chain/wallet/$address/nft-transfers'
  | '/market/top-movers'
  | '/rpc/'
  | '/rpc/$chain/block/$blockHash/tx/$index'
  | '/settings'
  | '/solana/$network/token/$address/pairs'
