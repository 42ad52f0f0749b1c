import type { SolanaPair } from '@/api/solana-pairs'
import { compareDecimals, sumDecimals } from '@/lib/decimal'
import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'

/** One bar of the chart. `liquidity` is a float only to draw the bar; `exact` is the sum shown. */
export interface ExchangeLiquidity {
  key: string
  label: string
  liquidity: number
  exact: string
  pairs: number
}

/** More exchanges than this are drawn as the largest ones and one "Other" bar. */
export const MAX_EXCHANGE_BARS = 10

function exchangeLabel(pair: SolanaPair): string {
  const name = trimTokenText(pair.exchangeName)
  if (name) return displayText(name, 24)
  return pair.exchangeAddress ? `Unknown (${shortenHex(pair.exchangeAddress, 4, 4)})` : 'Unknown exchange'
}

function bar(key: string, label: string, amounts: string[], pairs: number): ExchangeLiquidity {
  const exact = sumDecimals(amounts)
  return { key, label, liquidity: Number(exact), exact, pairs }
}

/** Liquidity summed exactly per exchange over the pairs loaded so far, largest first. */
export function liquidityByExchange(pairs: readonly SolanaPair[]): ExchangeLiquidity[] {
  const groups = new Map<string, { label: string; amounts: string[]; pairs: number }>()
  for (const pair of pairs) {
    const key = pair.exchangeAddress ?? pair.exchangeName ?? 'unknown'
    const group = groups.get(key) ?? { label: exchangeLabel(pair), amounts: [], pairs: 0 }
    if (pair.liquidityUsd !== null) group.amounts.push(pair.liquidityUsd)
    group.pairs += 1
    groups.set(key, group)
  }
  const bars = [...groups].map(([key, group]) => bar(key, group.label, group.amounts, group.pairs)).sort((a, b) => compareDecimals(b.exact, a.exact))
  if (bars.length <= MAX_EXCHANGE_BARS) return bars
  const shown = bars.slice(0, MAX_EXCHANGE_BARS - 1)
  const rest = bars.slice(MAX_EXCHANGE_BARS - 1)
  const other = bar(
    'other',
    `Other (${rest.length})`,
    rest.map((item) => item.exact),
    rest.reduce((total, item) => total + item.pairs, 0),
  )
  return [...shown, other]
}
