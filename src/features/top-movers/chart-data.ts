import type { MoversBoard } from '@/api/market-board'
import { compareDecimals, decimalSign, plainDecimal } from '@/lib/decimal'
import { displayText } from '@/lib/display-text'
import { isDecimalText, shortenHex } from '@/lib/format'
import { trimTokenText } from '@/lib/token-text'

/** One bar of the diverging chart. `change` is a float only to draw the bar; `exact` is what is shown. */
export interface ChangeBar {
  key: string
  label: string
  change: number
  exact: string
  direction: -1 | 0 | 1
}

/** Every mover with a change over the board's window, largest rise first, so gainers and losers diverge from zero. */
export function changeBars(board: MoversBoard): ChangeBar[] {
  return [...board.gainers, ...board.losers]
    .filter((entry) => entry.change !== null && isDecimalText(entry.change))
    .map((entry, index) => {
      const exact = plainDecimal(entry.change as string)
      const symbol = trimTokenText(entry.symbol)
      return {
        key: `${entry.key}#${index}`,
        label: symbol ? displayText(symbol, 10) : entry.address ? shortenHex(entry.address, 4, 2) : '?',
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
