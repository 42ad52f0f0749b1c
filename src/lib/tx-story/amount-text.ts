import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, shortenHex } from '@/lib/format'
import type { Asset } from './assets'

/** What the page knows of a token: its symbol and decimals, both untrusted and either possibly unknown. */
export interface TokenFacts {
  symbol: string | null
  decimals: number | null
}

export type TokenFactsLookup = (token: string) => TokenFacts | null

export interface AmountContext {
  nativeSymbol: string
  nativeDecimals: number
  tokenFacts: TokenFactsLookup
}

/** A symbol from the data is untrusted: control and direction characters shown, long ones cut. */
export const safeSymbol = (symbol: string) => displayText(symbol.replace(/\s+/g, ' ').trim(), 24)

/** Decimals that can be trusted to place a point: a whole number a token could have. */
const usableDecimals = (decimals: number | null): decimals is number => decimals !== null && Number.isInteger(decimals) && decimals >= 0 && decimals <= 77

/** "NFT 0xbc4c…f13d #8817": an NFT by its contract and id (ids longer than 16 digits are cut). */
export function nftName(asset: Extract<Asset, { tokenId: bigint }>): string {
  const id = asset.tokenId.toString()
  return `NFT ${shortenHex(asset.token)} #${id.length > 16 ? `${id.slice(0, 12)}…` : id}`
}

/**
 * An amount as a reader says it, exact and grouped: "3,412.5 USDC", "1 ETH", "5 × NFT 0x76be…8e77 #…", and for a
 * token without known decimals "3412500000 raw units of 0xa0b8…eb48".
 */
export function amountText(asset: Asset, amount: bigint, context: AmountContext): string {
  switch (asset.kind) {
    case 'native':
      return `${groupDigits(exactUnits(amount, context.nativeDecimals))} ${context.nativeSymbol}`
    case 'erc20': {
      const facts = context.tokenFacts(asset.token)
      if (!facts || !usableDecimals(facts.decimals)) return `${groupDigits(amount.toString())} raw units of ${shortenHex(asset.token)}`
      const symbol = facts.symbol ? safeSymbol(facts.symbol) : shortenHex(asset.token)
      return `${groupDigits(exactUnits(amount, facts.decimals))} ${symbol}`
    }
    case 'erc721':
      return nftName(asset)
    case 'erc1155':
      return `${groupDigits(amount.toString())} × ${nftName(asset)}`
  }
}
