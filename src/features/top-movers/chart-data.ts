import type { TopMovers } from '@/api/top-movers'
import { compareDecimals, decimalSign, plainDecimal } from '@/lib/decimal'
import { displayText } from '@/lib/display-text'
import { shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'

/** One bar of the diverging chart. `change` is a float only to draw the bar; `exact` is what is shown. */
export interface ChangeBar {
  key: string
  label: string
  change: number
  exact: string
  direction: -1 | 0 | 1
}

/** Every mover with a 24h change, largest rise first, so gainers and losers diverge from zero. */
export function changeBars(board: TopMovers): ChangeBar[] {
  return [...board.gainers, ...board.losers]
    .filter((entry) => entry.price_24h_percent_change !== null)
    .map((entry, index) => {
      const exact = plainDecimal(entry.price_24h_percent_change as string)
      const symbol = trimTokenText(entry.token_symbol)
      return {
        key: `${entry.contract_address ?? 'token'}#${index}`,
        label: symbol ? displayText(symbol, 10) : entry.contract_address ? shortenHex(entry.contract_address, 4, 2) : '?',
        change: Number(exact),
        exact,
        direction: decimalSign(exact),
      }
    })
    .sort((a, b) => compareDecimals(b.exact, a.exact))
}

const BAR_HEIGHT = 22
const AXIS_HEIGHT = 48

/** The chart's height in pixels, known before recharts loads so the placeholder takes the same room. */
export function changeChartHeight(bars: readonly ChangeBar[]): number {
  return bars.length * BAR_HEIGHT + AXIS_HEIGHT
}
