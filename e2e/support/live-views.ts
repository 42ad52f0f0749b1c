import { STAND_IN } from './stand-in-data'

/** Every view, at a deep link the stand-in upstream answers, with a text only the stand-in's data holds. */
export interface LiveView {
  name: string
  path: string
  shows: string
  /** the upstream path the view's request reaches, `{key}` standing for the URL-encoded JSON-RPC key segment */
  upstreamPath: string
}

const EVM = '/evm/api/v2.2'

export const LIVE_VIEWS: LiveView[] = [
  { name: 'ERC20 transfers', path: `/eth/token/${STAND_IN.token}`, shows: STAND_IN.tokenName, upstreamPath: `${EVM}/erc20/${STAND_IN.token}/transfers` },
  {
    name: 'wallet tokens',
    path: `/eth/wallet/${STAND_IN.wallet}`,
    shows: STAND_IN.walletTokenName,
    upstreamPath: `${EVM}/wallets/${STAND_IN.wallet}/tokens`,
  },
  {
    name: 'wallet NFT transfers',
    path: `/eth/wallet/${STAND_IN.wallet}/nft-transfers`,
    shows: STAND_IN.collectionName,
    upstreamPath: `${EVM}/${STAND_IN.wallet}/nft/transfers`,
  },
  {
    name: 'NFT',
    path: `/eth/nft/${STAND_IN.nftContract}/${STAND_IN.nftTokenId}`,
    shows: STAND_IN.nftName,
    upstreamPath: `${EVM}/nft/${STAND_IN.nftContract}/${STAND_IN.nftTokenId}`,
  },
  {
    name: 'NFT collection',
    path: `/eth/collection/${STAND_IN.nftContract}`,
    shows: STAND_IN.collectionName,
    upstreamPath: `${EVM}/nft/${STAND_IN.nftContract}/metadata`,
  },
  { name: 'transaction', path: `/eth/tx/${STAND_IN.txHash}`, shows: STAND_IN.txSender, upstreamPath: `${EVM}/transaction/${STAND_IN.txHash}` },
  { name: 'top movers', path: '/market/top-movers', shows: STAND_IN.gainer, upstreamPath: `${EVM}/tokens/trending` },
  {
    name: 'Solana pairs',
    path: `/solana/${STAND_IN.solanaNetwork}/token/${STAND_IN.solanaToken}/pairs`,
    shows: STAND_IN.solanaExchange,
    upstreamPath: `/solana/token/${STAND_IN.solanaNetwork}/${STAND_IN.solanaToken}/pairs`,
  },
  {
    name: 'JSON-RPC lookup',
    path: `/rpc/${STAND_IN.rpcChain}/block/${STAND_IN.rpcBlockHash}/tx/0`,
    shows: STAND_IN.rpcTxHash,
    upstreamPath: `/rpc/${STAND_IN.rpcChain}/{key}`,
  },
]
