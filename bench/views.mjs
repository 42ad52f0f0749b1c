// The views the benchmark opens (the fixtures' example deep links), each with the selector of its first data on screen.
// `chart` marks a view whose chart loads its code only when it comes into view: its total JS is measured before the
// reader scrolls to it (bench/total-js.mjs).
export const VIEWS = [
  { name: 'home', path: '/', ready: 'main h1', hasData: false },
  { name: 'erc20-transfers', path: '/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', ready: 'tbody tr[data-index="0"]' },
  { name: 'nft-transfers', path: '/eth/wallet/0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b/nft-transfers', ready: 'tbody tr[data-index="0"]' },
  { name: 'nft', path: '/eth/nft/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d/7495', ready: 'main h1' },
  { name: 'nft-collection', path: '/eth/collection/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', ready: 'main h1' },
  {
    name: 'transaction',
    path: '/eth/tx/0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70',
    ready: 'section[aria-labelledby="summary-heading"] dd',
  },
  { name: 'top-movers', path: '/market/top-movers', ready: 'main table tbody tr', chart: true },
  {
    name: 'solana-pairs',
    path: '/solana/mainnet/token/DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263/pairs',
    ready: 'tbody tr[data-index="0"]',
    chart: true,
  },
  {
    name: 'rpc-transaction',
    path: '/rpc/eth/block/0x9c3e5a7b1d9f2e4c6a8b0d1f3e5c7a9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a/tx/0',
    ready: 'section[aria-labelledby="rpc-fields-heading"] dd',
  },
]

export const LONG_LIST = {
  path: '/eth/token/0x1000000000000000000000000000000000010000?limit=100',
  ready: 'tbody tr[data-index="0"]',
  endText: 'End of list · 10,000 transfers',
  rows: 10_000,
}
