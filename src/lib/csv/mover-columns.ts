import type { MoverEntry } from '@/api/market-board'
import { plainDecimal } from '@/lib/decimal'
import type { CsvColumn, CsvValue } from './csv-writer'

/** One line of the board's CSV: which list the token is on, and the entry. */
export interface MoverLine {
  list: 'gainers' | 'losers'
  entry: MoverEntry
}

function exact(value: string | null): CsvValue {
  return value === null ? '' : plainDecimal(value)
}

function chainOf({ place }: MoverEntry): string {
  if (place.kind === 'evm') return place.chain.slug
  return place.kind === 'solana' ? 'solana' : (place.chainId ?? '')
}

/** The board as a reader sees it, every figure as the exact decimal the service sent; `second` is named by the board. */
export function moverCsvColumns(changeHeader: string, secondHeader: string): CsvColumn<MoverLine>[] {
  return [
    { header: 'list', value: (line) => line.list },
    { header: 'rank', value: (line) => line.entry.rank },
    { header: 'chain', value: (line) => chainOf(line.entry) },
    { header: 'token_address', value: (line) => line.entry.address },
    { header: 'name', value: (line) => line.entry.name },
    { header: 'symbol', value: (line) => line.entry.symbol },
    { header: changeHeader, value: (line) => exact(line.entry.change) },
    { header: 'price_usd', value: (line) => exact(line.entry.priceUsd) },
    { header: secondHeader, value: (line) => exact(line.entry.second) },
    { header: 'market_cap_usd', value: (line) => exact(line.entry.marketCapUsd) },
  ]
}
