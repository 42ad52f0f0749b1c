import { describe, expect, it } from 'vitest'
import { parseSearchInput } from './parse-search-input'
import type { SearchInput } from './search-input'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDC_LOWER = USDC.toLowerCase()
const BAYC = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
const WMATIC = '0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270'
const TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const TX_UPPER = `0x${TX.slice(2).toUpperCase()}`
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'
const SOL_SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

/** What the search box should open for a link: [kind, chain slug or network, address or hash, token id]. */
type Expected = ['transaction', string, string] | ['address', string, string, boolean?] | ['nft', string, string, string] | ['solana', string, string]

function summary(input: SearchInput): unknown[] {
  switch (input.kind) {
    case 'transaction':
      return ['transaction', input.chain?.slug, input.hash]
    case 'address':
      return input.collection ? ['address', input.chain?.slug, input.address, true] : ['address', input.chain?.slug, input.address]
    case 'nft':
      return ['nft', input.chain?.slug, input.address, input.tokenId]
    case 'solana-address':
      return ['solana', input.network, input.address]
    default:
      return [input.kind, 'message' in input ? input.message : null]
  }
}

const LINKS: [string, Expected][] = [
  // The Etherscan family, one host per chain that has one
  [`https://etherscan.io/tx/${TX}`, ['transaction', 'eth', TX]],
  [`https://etherscan.io/tx/${TX}#eventlog`, ['transaction', 'eth', TX]],
  [`https://ETHERSCAN.IO/TX/${TX_UPPER}`, ['transaction', 'eth', TX]],
  [`https://www.etherscan.io/address/${USDC}`, ['address', 'eth', USDC]],
  [`https://etherscan.io/address/${USDC}#code`, ['address', 'eth', USDC]],
  [`https://etherscan.io/token/${USDC}?a=0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b`, ['address', 'eth', USDC]],
  [`https://etherscan.io/token/${USDC_LOWER}/`, ['address', 'eth', USDC_LOWER]],
  [`https://etherscan.io/nft/${BAYC}/7495`, ['nft', 'eth', BAYC, '7495']],
  [`etherscan.io/address/${USDC}`, ['address', 'eth', USDC]],
  [`http://etherscan.io/tx/${TX}`, ['transaction', 'eth', TX]],
  [`https://sepolia.etherscan.io/tx/${TX}`, ['transaction', 'sepolia', TX]],
  [`https://holesky.etherscan.io/address/${USDC}`, ['address', 'holesky', USDC]],
  [`https://polygonscan.com/tx/${TX}`, ['transaction', 'polygon', TX]],
  [`https://polygonscan.com/token/${WMATIC}`, ['address', 'polygon', WMATIC]],
  [`https://amoy.polygonscan.com/address/${USDC}/`, ['address', 'polygon-amoy', USDC]],
  [`https://bscscan.com/tx/${TX}?utm_source=x`, ['transaction', 'bsc', TX]],
  [`https://testnet.bscscan.com/address/${USDC}`, ['address', 'bsc-testnet', USDC]],
  [`https://snowtrace.io/tx/${TX}`, ['transaction', 'avalanche', TX]],
  [`https://snowscan.xyz/address/${USDC}`, ['address', 'avalanche', USDC]],
  [`https://ftmscan.com/tx/${TX}`, ['transaction', 'fantom', TX]],
  [`https://cronoscan.com/address/${USDC}`, ['address', 'cronos', USDC]],
  [`https://arbiscan.io/tx/${TX}`, ['transaction', 'arbitrum', TX]],
  [`https://gnosisscan.io/address/${USDC}`, ['address', 'gnosis', USDC]],
  [`https://chiliscan.com/tx/${TX}`, ['transaction', 'chiliz', TX]],
  [`https://basescan.org/token/${USDC}#balances`, ['address', 'base', USDC]],
  [`https://sepolia.basescan.org/tx/${TX}`, ['transaction', 'base-sepolia', TX]],
  [`https://optimistic.etherscan.io/tx/${TX}`, ['transaction', 'optimism', TX]],
  [`https://lineascan.build/address/${USDC}`, ['address', 'linea', USDC]],
  [`https://sepolia.lineascan.build/tx/${TX}`, ['transaction', 'linea-sepolia', TX]],
  [`https://moonscan.io/tx/${TX}`, ['transaction', 'moonbeam', TX]],
  [`https://moonriver.moonscan.io/address/${USDC}`, ['address', 'moonriver', USDC]],
  [`https://moonbase.moonscan.io/tx/${TX}`, ['transaction', 'moonbase', TX]],
  // Blockscout instances
  [`https://eth.blockscout.com/tx/${TX}`, ['transaction', 'eth', TX]],
  [`https://gnosis.blockscout.com/address/${USDC}?tab=token_transfers`, ['address', 'gnosis', USDC]],
  [`https://base.blockscout.com/token/${BAYC}/instance/7495`, ['nft', 'base', BAYC, '7495']],
  [`https://optimism.blockscout.com/token/${USDC}`, ['address', 'optimism', USDC]],
  [`https://evm.flowscan.io/tx/${TX}`, ['transaction', 'flow', TX]],
  [`https://blockscout.lisk.com/address/${BAYC}`, ['address', 'lisk', BAYC]],
  // OpenSea items and collections named by contract
  [`https://opensea.io/assets/ethereum/${BAYC}/7495`, ['nft', 'eth', BAYC, '7495']],
  [`https://opensea.io/assets/matic/${WMATIC}/1?tab=details`, ['nft', 'polygon', WMATIC, '1']],
  [`https://opensea.io/item/base/${BAYC}/42`, ['nft', 'base', BAYC, '42']],
  [`https://opensea.io/assets/ethereum/${BAYC}`, ['address', 'eth', BAYC, true]],
  [`https://opensea.io/assets/${BAYC}/7495`, ['nft', 'eth', BAYC, '7495']],
  [`https://testnets.opensea.io/assets/sepolia/${BAYC}/3`, ['nft', 'sepolia', BAYC, '3']],
  // Solana explorers
  [`https://solscan.io/token/${BONK}`, ['solana', 'mainnet', BONK]],
  [`https://solscan.io/token/${BONK}?cluster=devnet`, ['solana', 'devnet', BONK]],
  [`https://solscan.io/account/${BONK}#transfers`, ['solana', 'mainnet', BONK]],
  [`https://explorer.solana.com/address/${BONK}`, ['solana', 'mainnet', BONK]],
  [`https://explorer.solana.com/address/${BONK}?cluster=devnet`, ['solana', 'devnet', BONK]],
  // Token pages
  [`https://dexscreener.com/solana/${BONK}`, ['solana', 'mainnet', BONK]],
  [`https://dexscreener.com/ethereum/${USDC}`, ['address', 'eth', USDC]],
  [`https://dexscreener.com/polygon/${WMATIC}?maker=1`, ['address', 'polygon', WMATIC]],
  [`https://birdeye.so/token/${BONK}?chain=solana`, ['solana', 'mainnet', BONK]],
  [`https://birdeye.so/token/${USDC}?chain=ethereum`, ['address', 'eth', USDC]],
  [`https://birdeye.so/solana/token/${BONK}`, ['solana', 'mainnet', BONK]],
  [`https://birdeye.so/bsc/token/${USDC}`, ['address', 'bsc', USDC]],
]

describe('other sites’ links', () => {
  it.each(LINKS)('%s opens the same thing here', (link, expected) => {
    expect(summary(parseSearchInput(link))).toEqual(expected)
  })

  it('covers at least forty link shapes', () => {
    expect(LINKS.length).toBeGreaterThanOrEqual(40)
  })
})

describe('links that cannot be opened say why', () => {
  const messageOf = (input: string) => {
    const parsed = parseSearchInput(input)
    return parsed.kind === 'invalid' ? parsed.message : `not refused: ${parsed.kind}`
  }

  it('names the hosts it understands when the host is unknown', () => {
    const parsed = parseSearchInput(`https://example.com/tx/${TX}`)
    expect(parsed).toMatchObject({ kind: 'invalid', message: 'Links from example.com are not understood.' })
    expect(parsed.kind === 'invalid' && parsed.hosts).toEqual(
      expect.arrayContaining(['etherscan.io', 'polygonscan.com', 'opensea.io', 'solscan.io', 'dexscreener.com', 'birdeye.so']),
    )
  })

  it('refuses a hash or address of the wrong length inside a known link', () => {
    expect(messageOf(`https://etherscan.io/tx/${TX.slice(0, 60)}`)).toMatch(/is not a valid transaction hash/)
    expect(messageOf(`https://polygonscan.com/address/${USDC.slice(0, 30)}`)).toMatch(/is not a valid address/)
  })

  it('refuses an address whose mixed case is not its checksum', () => {
    expect(messageOf(`https://etherscan.io/address/${USDC.slice(0, -1)}b`)).toMatch(/not a valid checksum/)
  })

  it('says a page kind it does not open, an unknown marketplace chain and a slug-named OpenSea collection', () => {
    expect(messageOf('https://etherscan.io/block/21239871')).toMatch(/etherscan\.io links to transactions, addresses, tokens and NFTs/)
    expect(messageOf(`https://opensea.io/assets/zora/${BAYC}/1`)).toMatch(/OpenSea’s chain “zora”/)
    expect(messageOf('https://opensea.io/collection/boredapeyachtclub')).toMatch(/OpenSea’s own slug/)
    expect(messageOf(`https://dexscreener.com/tron/${USDC}`)).toMatch(/DexScreener’s chain “tron”/)
  })

  it('says Solana transactions and unknown clusters are not shown', () => {
    expect(messageOf(`https://solscan.io/tx/${SOL_SIGNATURE}`)).toMatch(/Solana transaction signature/)
    expect(messageOf(`https://explorer.solana.com/address/${BONK}?cluster=testnet`)).toMatch(/cluster “testnet”/)
  })

  it('refuses non-web links and transactions on a chain with collections only', () => {
    expect(messageOf('javascript://etherscan.io/%0aalert(1)')).toBe('Only http and https links can be read.')
    expect(messageOf(`https://blockscout.lisk.com/tx/${TX}`)).toBe('Chainview shows only NFT collections on Lisk, not transactions.')
  })
})
