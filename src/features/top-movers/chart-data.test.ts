import { describe, expect, it } from 'vitest'
import type { TopMover } from '@/api/top-movers'
import { changeBars, changeChartHeight } from './chart-data'

function mover(symbol: string | null, change: string | null, address = `0x${symbol}`): TopMover {
  return {
    rank: null,
    token_name: null,
    token_symbol: symbol,
    token_logo: null,
    token_decimals: null,
    contract_address: address,
    price_usd: null,
    price_24h_percent_change: change,
    price_7d_percent_change: null,
    market_cap_usd: null,
  }
}

describe('24h change chart data', () => {
  it('puts every mover on one axis, largest rise first and largest fall last', () => {
    const bars = changeBars({ gainers: [mover('MOG', '48.21'), mover('PEPE', '22.4')], losers: [mover('APE', '-18.44'), mover('UNI', '-4.91')] })
    expect(bars.map((bar) => bar.label)).toEqual(['MOG', 'PEPE', 'UNI', 'APE'])
    expect(bars.map((bar) => bar.direction)).toEqual([1, 1, -1, -1])
    expect(bars[3]).toMatchObject({ change: -18.44, exact: '-18.44' })
  })

  it('leaves out movers without a 24h change and labels unnamed ones by address', () => {
    const bars = changeBars({ gainers: [mover(null, '5', '0x1234567890abcdef'), mover('X', null)], losers: [] })
    expect(bars).toHaveLength(1)
    expect(bars[0]?.label).toBe('0x12…ef')
  })

  it('trims padded symbols and shortens long ones', () => {
    const bars = changeBars({ gainers: [mover('WIF   ', '1'), mover('AVERYLONGSYMBOLNAME', '2')], losers: [] })
    expect(bars.map((bar) => bar.label)).toEqual(['AVERYLONGS…', 'WIF'])
  })

  it('gives the chart a height that grows with the number of movers', () => {
    const bars = changeBars({ gainers: [mover('A', '1'), mover('B', '2')], losers: [mover('C', '-1')] })
    expect(changeChartHeight(bars)).toBeGreaterThan(changeChartHeight(bars.slice(0, 1)))
  })
})
