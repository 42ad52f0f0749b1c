import { describe, expect, it } from 'vitest'
import { erc20TransferSchema, type Erc20TransferWire } from '@/api/erc20-transfers'
import { solanaPairSchema } from '@/api/solana-pairs'
import { topMoversSchema } from '@/api/top-movers'
import { trendingTokensSchema } from '@/api/trending-tokens'
import { WAITING } from '@/page-meta/page-meta'
import { describeErc20Transfers } from './erc20-transfers-summary'
import { describeNftTransfers } from './nft-transfers-summary'
import { describeRpcTransaction } from './rpc-transaction-summary'
import { describeSolanaPairs } from './solana-pairs-summary'
import { erc20TransfersView } from './erc20-transfers'
import { nftTransfersView } from './nft-transfers'
import { rpcTransactionView } from './rpc-transaction'
import { solanaPairsView } from './solana-pairs'
import { topMoversView } from './top-movers'
import { GATEWAY, HOSTILE_NAME, linkOf } from '@/test/view-links'
import { describeTopMovers } from './top-movers-summary'

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'

function transfer(overrides: Partial<Erc20TransferWire> = {}) {
  return erc20TransferSchema.parse({
    token_name: 'Dai',
    token_symbol: 'DAI',
    token_logo: 'https://logo.example/dai.png',
    token_decimals: '18',
    transaction_hash: `0x${'ab'.repeat(32)}`,
    address: DAI,
    from_address: WALLET,
    to_address: '0x0000000000000000000000000000000000000001',
    value: '1000000000000000000000000000001',
    ...overrides,
  })
}

describe('describeErc20Transfers', () => {
  const link = linkOf(erc20TransfersView, `/eth/token/${DAI}`)

  it('names the token contract from the URL, then the token by its name and symbol from the newest transfer', () => {
    expect(describeErc20Transfers(link, WAITING, GATEWAY).title).toBe('Token 0x6b17…1d0f transfers · Ethereum')
    const meta = describeErc20Transfers(link, { state: 'loaded', data: [transfer()] }, GATEWAY)
    expect(meta).toEqual({
      title: 'Dai (DAI) transfers · Ethereum',
      description:
        'ERC20 transfers of Dai (DAI), contract 0x6b17…1d0f, on Ethereum. Latest: 1,000,000,000,000.000000000000000001 DAI from 0xd8da…6045 to 0x0000…0001.',
      image: 'https://logo.example/dai.png',
    })
  })

  it('shows raw units when the decimals are unknown, and no image for an unsafe logo', () => {
    const meta = describeErc20Transfers(link, { state: 'loaded', data: [transfer({ token_decimals: null, token_logo: 'javascript:alert(1)' })] }, GATEWAY)
    expect(meta.description).toContain('Latest: 1,000,000,000,000,000,000,000,000,000,001 raw units')
    expect(meta.image).toBeNull()
  })

  it('keeps the contract title for a token without transfers or names, and says when loading failed', () => {
    expect(describeErc20Transfers(link, { state: 'loaded', data: [] }, GATEWAY).description).toContain('No ERC20 transfers')
    expect(describeErc20Transfers(link, { state: 'loaded', data: [transfer({ token_name: ' ', token_symbol: null })] }, GATEWAY).title).toBe(
      'Token 0x6b17…1d0f transfers · Ethereum',
    )
    expect(describeErc20Transfers(link, { state: 'failed' }, GATEWAY).title).toBe('Error · Token 0x6b17…1d0f transfers · Ethereum')
  })

  it('cuts and neutralises a hostile token name', () => {
    const meta = describeErc20Transfers(
      link,
      { state: 'loaded', data: [transfer({ token_name: `${HOSTILE_NAME}${'W'.repeat(1000)}`, token_symbol: 'EVIL\n\nTOKEN' })] },
      GATEWAY,
    )
    expect(meta.title).toMatch(/^<script>window\.__pwned=true<\/script>"'\uFFFDg… \(EVIL TOKEN\) transfers · Ethereum$/)
  })

  it('names an unusable link', () => {
    expect(describeErc20Transfers(linkOf(erc20TransfersView, `/eth/token/${DAI}`, '?limit=5000'), WAITING, GATEWAY).title).toBe(
      'Invalid token transfers link · Chainview',
    )
  })
})

describe('describeSolanaPairs', () => {
  const SOL = 'So11111111111111111111111111111111111111112'
  const link = linkOf(solanaPairsView, `/solana/mainnet/token/${SOL}/pairs`)
  const pair = solanaPairSchema.parse({
    pairAddress: 'Czfq3xZZDmsdGdUyrNLtRhGc47cXcZtLG4crryfu44zE',
    pairLabel: 'SOL/USDC',
    exchangeName: 'Raydium AMM v4',
    liquidityUsd: '12345678.9',
    pair: [
      { tokenAddress: SOL, tokenName: 'Wrapped SOL', tokenSymbol: 'SOL', tokenLogo: 'https://logo.example/sol.png' },
      { tokenAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', tokenName: 'USD Coin', tokenSymbol: 'USDC' },
    ],
  })

  it('names the token by its symbol once the pairs arrive, with its logo', () => {
    expect(describeSolanaPairs(link, WAITING, GATEWAY).title).toBe('Token So11…1112 pairs · Solana')
    const meta = describeSolanaPairs(link, { state: 'loaded', data: [pair] }, GATEWAY)
    expect(meta.title).toBe('SOL pairs · Solana')
    expect(meta.description).toContain('Top pair: SOL/USDC on Raydium AMM v4 with $12.35M liquidity.')
    expect(meta.image).toBe('https://logo.example/sol.png')
  })

  it('says devnet, and names an unusable link', () => {
    expect(describeSolanaPairs(linkOf(solanaPairsView, `/solana/devnet/token/${SOL}/pairs`), WAITING, GATEWAY).title).toBe(
      'Token So11…1112 pairs · Solana devnet',
    )
    expect(describeSolanaPairs(linkOf(solanaPairsView, '/solana/mainnet/token/0xnope/pairs'), WAITING, GATEWAY).title).toBe(
      'Invalid Solana pairs link · Chainview',
    )
  })
})

describe('describeTopMovers', () => {
  const link = linkOf(topMoversView, '/market/top-movers')
  const movers = topMoversSchema.parse({
    gainers: [{ token_symbol: 'PEPE', token_name: 'Pepe', price_24h_percent_change: '35.2049' }],
    losers: [{ token_symbol: `${HOSTILE_NAME}`, price_24h_percent_change: '-20.1' }],
  })
  const tokens = trendingTokensSchema.parse([
    { chainId: 'solana', symbol: 'BONK', pricePercentChange: { '1h': '-2', '24h': '412.123' } },
    { chainId: '0x2105', symbol: `${HOSTILE_NAME}`, pricePercentChange: { '1h': '7.5', '24h': '-33.333' } },
  ])

  it('names the top gainer and loser of the trending tokens over the link’s window once the board arrives', () => {
    expect(describeTopMovers(link, WAITING).title).toBe('Top movers')
    const meta = describeTopMovers(link, { state: 'loaded', data: { source: 'trending', tokens } })
    expect(meta.title).toBe('Top movers')
    expect(meta.description).toBe('The tokens with the largest price moves over 24 hours. Top gainer: BONK +412.12%. Top loser: <script>window.__pwn… -33.33%.')
    const hourOnBase = linkOf(topMoversView, '/market/top-movers', '?window=1h&chain=base')
    expect(describeTopMovers(hourOnBase, { state: 'loaded', data: { source: 'trending', tokens } }).description).toBe(
      'The tokens with the largest price moves on Base over 1 hour. Top gainer: <script>window.__pwn… +7.50%. Top loser: BONK -2.00%.',
    )
  })

  it('names them from the older movers board, on Ethereum over 24 hours, where the provider has only that', () => {
    const meta = describeTopMovers(linkOf(topMoversView, '/market/top-movers', '?window=4h'), { state: 'loaded', data: { source: 'movers', movers } })
    expect(meta.description).toBe(
      'The tokens with the largest price moves on Ethereum over 24 hours. Top gainer: PEPE +35.20%. Top loser: <script>window.__pwn… -20.10%.',
    )
  })

  it('names an unusable refresh, window or chain, and a failed board', () => {
    expect(describeTopMovers(linkOf(topMoversView, '/market/top-movers', '?refresh=soon'), WAITING).title).toBe('Invalid top movers link · Chainview')
    expect(describeTopMovers(linkOf(topMoversView, '/market/top-movers', '?window=7d'), WAITING).title).toBe('Invalid top movers link · Chainview')
    expect(describeTopMovers(linkOf(topMoversView, '/market/top-movers', '?chain=fantom'), WAITING).title).toBe('Invalid top movers link · Chainview')
    expect(describeTopMovers(link, { state: 'failed' }).title).toBe('Error · Top movers · Chainview')
  })
})

describe('describeNftTransfers and describeRpcTransaction', () => {
  it('name the wallet and the block position', () => {
    expect(describeNftTransfers(linkOf(nftTransfersView, `/eth/wallet/${WALLET}/nft-transfers`)).title).toBe('NFT transfers of 0xd8da…6045 · Ethereum')
    expect(describeNftTransfers(linkOf(nftTransfersView, '/eth/wallet/0x1/nft-transfers')).title).toBe('Invalid wallet NFT transfers link · Chainview')
    const retired = describeNftTransfers(linkOf(nftTransfersView, `/palm/wallet/${WALLET}/nft-transfers`))
    expect(retired).toMatchObject({ title: 'Palm retired 2024-11-22 · Chainview', description: 'The data provider stopped serving Palm on 2024-11-22.' })
    expect(describeNftTransfers(linkOf(nftTransfersView, `/gnosis/wallet/${WALLET}/nft-transfers`))).toMatchObject({
      title: 'Gnosis NFT data retired 2024-12-06 · Chainview',
      description: 'The data provider stopped serving Gnosis NFT data on 2024-12-06.',
    })
    const block = `0x${'9c'.repeat(32)}`
    expect(describeRpcTransaction(linkOf(rpcTransactionView, `/rpc/amoy/block/${block}/tx/0x1f`)).title).toBe(
      'Transaction 31 in block 0x9c9c…9c9c · Polygon Amoy',
    )
    expect(describeRpcTransaction(linkOf(rpcTransactionView, `/rpc/nowhere/block/${block}/tx/1`)).title).toBe('Unknown chain “nowhere” · Chainview')
  })
})
