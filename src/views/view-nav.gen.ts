// Generated from the view declarations (src/views, their `nav` and `example`) by `npm run generate`: do not edit.
import type { ViewNavLink } from './view'

export const VIEW_NAV: readonly ViewNavLink[] = [
  {
    route: '/$chain/collection/$address',
    label: 'Collection',
    blurb: 'An NFT collection’s metadata, links and badges.',
    params: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d' },
  },
  {
    route: '/$chain/nft/$address/$tokenId',
    label: 'NFT',
    blurb: 'One NFT: its media, attributes, rarity, owner and last sale.',
    params: { chain: 'eth', address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', tokenId: '7495' },
  },
  {
    route: '/$chain/token/$address',
    label: 'Token transfers',
    blurb: 'Every ERC20 transfer of a token contract, exact to the last unit, paged as you scroll.',
    params: { chain: 'eth', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
  },
  {
    route: '/$chain/tx/$hash',
    label: 'Transaction',
    blurb: 'One transaction with decoded input, logs and internal transactions.',
    params: { chain: 'eth', hash: '0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70' },
  },
  {
    route: '/$chain/wallet/$address/',
    label: 'Wallet',
    blurb: 'What a wallet holds: its native coin and tokens, with prices, values and spam set apart.',
    params: { chain: 'eth', address: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b' },
  },
  {
    route: '/$chain/wallet/$address/nft-transfers',
    label: 'Wallet NFTs',
    blurb: 'The NFTs a wallet sent and received, filterable by collection, block and date.',
    params: { chain: 'eth', address: '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b' },
  },
  { route: '/market/top-movers', label: 'Top movers', blurb: 'The ERC20 tokens with the largest price moves, refreshed live.', params: {} },
  { route: '/rpc/', label: 'RPC lookup', blurb: 'Find a transaction by block hash and index over JSON-RPC, on any endpoint.', params: {} },
  {
    route: '/solana/$network/token/$address/pairs',
    label: 'Solana pairs',
    blurb: 'Where a Solana token’s liquidity sits: its trading pairs across exchanges.',
    params: { network: 'mainnet', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
  },
]
