// The views the benchmark opens (the fixtures' example deep links), each with the selector of its first data on screen.
// `totalJsPaths` lists the pages a view's total JS is measured on when its code differs from page to page (the
// transaction view's decoders): the heaviest counts.
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
    totalJsPaths: [
      // a USDC transfer, the view's example link
      '/eth/tx/0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70',
      // a Universal Router plan (STORY_CASES.universalRouterSwap)
      '/eth/tx/0xc156bcdfb67757bbbf3df70ff212de2edfbbcae2f4371edc8f30178dd06282ff',
      // a Seaport sale (STORY_CASES.seaportSale)
      '/eth/tx/0xfc35ba02115e1de5cd2aff74c797305f43a3e07bc3c1712317a221502e1f990e',
      // a Safe execution (STORY_CASES.safeExecution)
      '/eth/tx/0x9e7fdf79109e9d0c9f05f77971126224f9c3857c912a9ec00824db1059db27e4',
      // an ERC-4337 bundle of two user operations (DECODE_CASES.userOperations)
      '/eth/tx/0x8ff77f0bf56240112abc3de7fdf5ff3c183b0d5362cf1c2800620ab009e9cd48',
      // an Aave v3 supply (STORY_CASES.aaveSupply)
      '/eth/tx/0xa47f78bd279df10d45d195f7c5e6dc4fe7e930f50ff79c5e35e6b25df9658b48',
    ],
  },
  // The fixtures' first board is a full answer: 10 gainers and 10 losers, all of which the board shows.
  { name: 'top-movers', path: '/market/top-movers', ready: 'main table tbody tr' },
  {
    name: 'solana-pairs',
    path: '/solana/mainnet/token/DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263/pairs',
    ready: 'tbody tr[data-index="0"]',
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
