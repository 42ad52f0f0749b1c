import { EXAMPLES } from '../src/examples'

/** Every view at the deep link the home page offers, as the fixtures answer it: for the tests that go through each. */
export interface FixtureView {
  name: string
  /** the example deep link */
  path: string
  /** a part of the URL of the view's own request, for a failure aimed at it alone */
  request: string
  /** text of the fixture data the view shows once it has it */
  shows: string
  /** its link in the header's navigation */
  nav: string
}

export const FIXTURE_VIEWS: FixtureView[] = [
  {
    name: 'ERC20 transfers',
    path: `/eth/token/${EXAMPLES.token.address}`,
    request: `/erc20/${EXAMPLES.token.address}/transfers`,
    shows: 'USD Coin',
    nav: 'Token transfers',
  },
  {
    name: 'NFT transfers',
    path: `/eth/wallet/${EXAMPLES.wallet.address}/nft-transfers`,
    request: `/${EXAMPLES.wallet.address}/nft/transfers`,
    shows: '#7495',
    nav: 'Wallet NFTs',
  },
  {
    name: 'NFT',
    path: `/eth/nft/${EXAMPLES.nft.address}/${EXAMPLES.nft.tokenId}`,
    request: `/nft/${EXAMPLES.nft.address}/${EXAMPLES.nft.tokenId}`,
    shows: 'Bored Ape #7495',
    nav: 'NFT',
  },
  {
    name: 'NFT collection',
    path: `/eth/collection/${EXAMPLES.collection.address}`,
    request: `/nft/${EXAMPLES.collection.address}/metadata`,
    shows: 'Bored Ape Yacht Club',
    nav: 'Collection',
  },
  {
    name: 'transaction',
    path: `/eth/tx/${EXAMPLES.transaction.hash}`,
    request: `/transaction/${EXAMPLES.transaction.hash}`,
    shows: 'Circle: USDC Token',
    nav: 'Transaction',
  },
  { name: 'top movers', path: '/market/top-movers', request: '/market-data/erc20s/top-movers', shows: 'Mog Coin', nav: 'Top movers' },
  {
    name: 'Solana pairs',
    path: `/solana/${EXAMPLES.solanaToken.network}/token/${EXAMPLES.solanaToken.address}/pairs`,
    request: `/token/${EXAMPLES.solanaToken.network}/${EXAMPLES.solanaToken.address}/pairs`,
    shows: 'Raydium AMM v4',
    nav: 'Solana pairs',
  },
  {
    name: 'RPC lookup',
    path: `/rpc/${EXAMPLES.rpc.chain}/block/${EXAMPLES.rpc.blockHash}/tx/${EXAMPLES.rpc.index}`,
    request: `/proxy/rpc/${EXAMPLES.rpc.chain}`,
    shows: '0x2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d',
    nav: 'RPC lookup',
  },
]

export function viewNamed(name: string): FixtureView {
  const view = FIXTURE_VIEWS.find((candidate) => candidate.name === name)
  if (!view) throw new Error(`No fixture view named ${name}`)
  return view
}
