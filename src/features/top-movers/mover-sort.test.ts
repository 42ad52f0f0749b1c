import { describe, expect, it } from 'vitest'
import type { MoverEntry } from '@/api/market-board'
import { findEvmChain } from '@/chains'
import { rankedMovers } from './board'
import { DEFAULT_MOVER_SORT, nextSort, sortMovers } from './mover-sort'

function mover(symbol: string, rank: number, fields: Partial<MoverEntry> = {}): MoverEntry {
  return {
    key: `0x${symbol}`,
    rank,
    name: symbol,
    symbol,
    logo: null,
    address: `0x${symbol}`,
    place: { kind: 'evm', chain: findEvmChain('eth')! },
    priceUsd: '1',
    change: '0',
    second: '0',
    marketCapUsd: '1',
    ...fields,
  }
}

const rows = rankedMovers([
  mover('MOG', 1, { priceUsd: '0.00000123', marketCapUsd: '480221904.55', change: '112.9' }),
  mover('ONDO', 2, { priceUsd: '1.4213', marketCapUsd: null, change: '-2.04' }),
  mover('aave', 3, { priceUsd: '318.4', marketCapUsd: '4781022650.18', change: '14.01' }),
])
const symbols = (sorted: typeof rows) => sorted.map((row) => row.entry.symbol)

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
    expect(symbols(sortMovers(rows, { key: 'change', direction: 'descending' }))).toEqual(['MOG', 'aave', 'ONDO'])
  })

  it('sorts names A to Z without regard to case', () => {
    expect(symbols(sortMovers(rows, nextSort(DEFAULT_MOVER_SORT, 'token')))).toEqual(['aave', 'MOG', 'ONDO'])
  })

  it('puts rows without a value last in both directions', () => {
    expect(symbols(sortMovers(rows, { key: 'marketCap', direction: 'descending' })).at(-1)).toBe('ONDO')
    expect(symbols(sortMovers(rows, { key: 'marketCap', direction: 'ascending' })).at(-1)).toBe('ONDO')
  })
})
