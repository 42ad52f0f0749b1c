import { describe, expect, it } from 'vitest'
import type { TopMover } from '@/api/top-movers'
import { rankedMovers } from './board'
import { DEFAULT_MOVER_SORT, nextSort, sortMovers } from './mover-sort'

function mover(symbol: string, fields: Partial<TopMover> = {}): TopMover {
  return {
    rank: null,
    token_name: symbol,
    token_symbol: symbol,
    token_logo: null,
    token_decimals: 18,
    contract_address: `0x${symbol}`,
    price_usd: '1',
    price_24h_percent_change: '0',
    price_7d_percent_change: '0',
    market_cap_usd: '1',
    ...fields,
  }
}

const rows = rankedMovers([
  mover('MOG', { price_usd: '0.00000123', market_cap_usd: '480221904.55', price_7d_percent_change: '112.9' }),
  mover('ONDO', { price_usd: '1.4213', market_cap_usd: null, price_7d_percent_change: '-2.04' }),
  mover('aave', { price_usd: '318.4', market_cap_usd: '4781022650.18', price_7d_percent_change: '14.01' }),
])
const symbols = (sorted: typeof rows) => sorted.map((row) => row.entry.token_symbol)

describe('sorting a movers list', () => {
  it('starts in rank order', () => {
    expect(symbols(sortMovers(rows, DEFAULT_MOVER_SORT))).toEqual(['MOG', 'ONDO', 'aave'])
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3])
  })

  it('sorts amounts largest first on the first click and reverses on the second', () => {
    const byPrice = nextSort(DEFAULT_MOVER_SORT, 'price')
    expect(byPrice).toEqual({ key: 'price', direction: 'descending' })
    expect(symbols(sortMovers(rows, byPrice))).toEqual(['aave', 'ONDO', 'MOG'])
    expect(symbols(sortMovers(rows, nextSort(byPrice, 'price')))).toEqual(['MOG', 'ONDO', 'aave'])
  })

  it('compares signed changes exactly', () => {
    expect(symbols(sortMovers(rows, { key: 'change7d', direction: 'descending' }))).toEqual(['MOG', 'aave', 'ONDO'])
  })

  it('sorts names A to Z without regard to case', () => {
    expect(symbols(sortMovers(rows, nextSort(DEFAULT_MOVER_SORT, 'token')))).toEqual(['aave', 'MOG', 'ONDO'])
  })

  it('puts rows without a value last in both directions', () => {
    expect(symbols(sortMovers(rows, { key: 'marketCap', direction: 'descending' })).at(-1)).toBe('ONDO')
    expect(symbols(sortMovers(rows, { key: 'marketCap', direction: 'ascending' })).at(-1)).toBe('ONDO')
  })
})
