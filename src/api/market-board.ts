import { findEvmChain, retiredOn, type EvmChain } from '@/chains'
import { compareDecimals, decimalSign } from '@/lib/decimal'
import { isDecimalText } from '@/lib/format'
import type { TrendWindow } from '@/lib/trend-window'
import type { TopMover, TopMovers } from './top-movers'
import type { TrendingParams, TrendingToken } from './trending-tokens'

/**
 * The top-movers board from whichever operation the provider serves: the trending tokens (live, every chain) or, where
 * that answers 404, the older ERC20 movers board (Ethereum, 24 hours).
 */
export type MarketAnswer = { source: 'trending'; tokens: TrendingToken[] } | { source: 'movers'; movers: TopMovers }
export type BoardSource = MarketAnswer['source']

/** Where a token lives, which decides the view its row links to. */
export type TokenPlace =
  | { kind: 'evm'; chain: EvmChain }
  | { kind: 'solana' }
  /** a chain the registry does not know, or one the provider has retired (`retired` names it): shown, not linked */
  | { kind: 'other'; chainId: string | null; retired?: string }

export interface MoverEntry {
  /** follows the token from board to board */
  key: string
  rank: number
  name: string | null
  symbol: string | null
  logo: string | null
  address: string | null
  place: TokenPlace
  priceUsd: string | null
  /** the board window's price change, in percent */
  change: string | null
  /** the movers board's 7-day change, or the trending board's volume over the window */
  second: string | null
  marketCapUsd: string | null
}

export interface MoversBoard {
  source: BoardSource
  window: TrendWindow
  gainers: MoverEntry[]
  losers: MoverEntry[]
}

/** How many tokens each list shows. */
export const BOARD_SIZE = 10

const ETHEREUM = findEvmChain('eth') as EvmChain

/** "0x1" is Ethereum, "solana" Solana; a chain the registry does not serve is shown but not linked. */
export function placeOf(chainId: string | null): TokenPlace {
  const id = chainId?.trim().toLowerCase() ?? ''
  if (id === 'solana' || id.startsWith('solana')) return { kind: 'solana' }
  const chain = id ? findEvmChain(id) : null
  if (!chain) return { kind: 'other', chainId }
  return retiredOn(chain, 'general') ? { kind: 'other', chainId, retired: chain.label } : { kind: 'evm', chain }
}

function placeKey(place: TokenPlace): string {
  return place.kind === 'evm' ? place.chain.slug : place.kind === 'solana' ? 'solana' : (place.chainId ?? '?')
}

function trendingEntry(token: TrendingToken, window: TrendWindow, index: number): Omit<MoverEntry, 'rank'> {
  const place = placeOf(token.chainId)
  return {
    key: `${placeKey(place)}:${token.tokenAddress ?? `#${index}`}`,
    name: token.name,
    symbol: token.symbol,
    logo: token.logo,
    address: token.tokenAddress,
    place,
    priceUsd: token.usdPrice,
    change: token.pricePercentChange[window],
    second: token.totalVolume[window],
    marketCapUsd: token.marketCap,
  }
}

/** The largest rises (or falls) over the window, largest first; a token without a change in the window is left out. */
function ranked(entries: Omit<MoverEntry, 'rank'>[], direction: 1 | -1): MoverEntry[] {
  return entries
    .filter((entry) => entry.change !== null && isDecimalText(entry.change) && decimalSign(entry.change) === direction)
    .sort((a, b) => direction * compareDecimals(b.change as string, a.change as string))
    .slice(0, BOARD_SIZE)
    .map((entry, index) => ({ ...entry, rank: index + 1 }))
}

function moverEntry(entry: TopMover, index: number): MoverEntry {
  return {
    key: entry.contract_address ?? `${entry.token_symbol ?? 'token'}#${index}`,
    rank: entry.rank ?? index + 1,
    name: entry.token_name,
    symbol: entry.token_symbol,
    logo: entry.token_logo,
    address: entry.contract_address,
    place: { kind: 'evm', chain: ETHEREUM },
    priceUsd: entry.price_usd,
    change: entry.price_24h_percent_change,
    second: entry.price_7d_percent_change,
    marketCapUsd: entry.market_cap_usd,
  }
}

/** The board the page shows for a window: the movers operation knows only 24 hours, so it ignores the window. */
export function boardOf(answer: MarketAnswer, window: TrendWindow): MoversBoard {
  if (answer.source === 'movers') {
    return { source: 'movers', window: '24h', gainers: answer.movers.gainers.map(moverEntry), losers: answer.movers.losers.map(moverEntry) }
  }
  const entries = answer.tokens.map((token, index) => trendingEntry(token, window, index))
  return { source: 'trending', window, gainers: ranked(entries, 1), losers: ranked(entries, -1) }
}

/** As many entries as the provider lists in one answer; the board picks its gainers and losers from them. */
export const TRENDING_LIMIT = 100

/** The board's params for a chain filter: the provider's chain name, or every chain. */
export function trendingParams(chain: string | null): TrendingParams {
  return chain ? { chain, limit: TRENDING_LIMIT } : { limit: TRENDING_LIMIT }
}
