import { TRENDING_CHAINS, type TrendingChain } from '@/chains'
import { parseRefresh, type RefreshSeconds } from '@/lib/refresh-interval'
import { DEFAULT_TREND_WINDOW, TREND_WINDOWS, type TrendWindow } from '@/lib/trend-window'
import { present, type Checked } from './checked-link'

/**
 * The top-movers board's link, apart from the other views' (view-links.ts, transaction-link.ts) so that only the board's chunk carries its
 * reader: how often it refreshes, the window its changes are over, and the chain it is narrowed to.
 */
export type TopMoversLink = Checked<{ refreshSeconds: RefreshSeconds; window: TrendWindow; chain: TrendingChain | null }>

export interface TopMoversSearch {
  /** seconds between refreshes, or "off" */
  refresh?: string
  /** the window of the price change: 1h, 4h, 12h or 24h (the default) */
  window?: string
  /** a chain's slug, or "solana"; every chain when absent */
  chain?: string
}

function readTrendWindow(value: string | undefined): { window: TrendWindow; problem: string | null } {
  if (value === undefined || value === '') return { window: DEFAULT_TREND_WINDOW, problem: null }
  const window = TREND_WINDOWS.find((known) => known === value)
  return window
    ? { window, problem: null }
    : { window: DEFAULT_TREND_WINDOW, problem: `window must be ${TREND_WINDOWS.join(', ')}, not “${value.slice(0, 40)}”` }
}

function readBoardChain(value: string | undefined): { chain: TrendingChain | null; problem: string | null } {
  if (value === undefined || value === '') return { chain: null, problem: null }
  const chain = TRENDING_CHAINS.find((known) => known.slug === value.trim().toLowerCase())
  return chain ? { chain, problem: null } : { chain: null, problem: `“${value.slice(0, 40)}” is not a chain the board covers` }
}

export function readTopMoversLink(search: TopMoversSearch): TopMoversLink {
  const { seconds, problem } = parseRefresh(search.refresh)
  const { window, problem: windowProblem } = readTrendWindow(search.window)
  const { chain, problem: chainProblem } = readBoardChain(search.chain)
  const problems = present([problem, windowProblem, chainProblem])
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', refreshSeconds: seconds, window, chain }
}
