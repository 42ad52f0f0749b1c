/** The windows the provider reports a token's price change, volume and trades over; the board shows one at a time. */
export const TREND_WINDOWS = ['1h', '4h', '12h', '24h'] as const
export type TrendWindow = (typeof TREND_WINDOWS)[number]
export const DEFAULT_TREND_WINDOW: TrendWindow = '24h'

/** "24 hours", "1 hour": a window as a reader says it. */
export function windowWords(window: TrendWindow): string {
  const hours = Number.parseInt(window, 10)
  return hours === 1 ? '1 hour' : `${hours} hours`
}
