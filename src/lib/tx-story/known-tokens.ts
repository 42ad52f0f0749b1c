import type { TokenFacts } from './amount-text'

/**
 * The most common tokens on Ethereum, so an amount reads in whole tokens where the transfers operation has not
 * answered (a link preview, which makes one request; the moments before the page's own look-up arrives).
 */
const KNOWN: Readonly<Record<string, Readonly<Record<string, TokenFacts>>>> = {
  eth: {
    '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': { symbol: 'WETH', decimals: 18 },
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': { symbol: 'USDC', decimals: 6 },
    '0xdac17f958d2ee523a2206206994597c13d831ec7': { symbol: 'USDT', decimals: 6 },
    '0x6b175474e89094c44da98b954eedeac495271d0f': { symbol: 'DAI', decimals: 18 },
    '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': { symbol: 'WBTC', decimals: 8 },
  },
}

export function knownToken(apiChain: string, address: string): TokenFacts | null {
  return KNOWN[apiChain]?.[address.toLowerCase()] ?? null
}
