import { describe, expect, it } from 'vitest'
import type { MoverEntry, MoversBoard } from '@/api/market-board'
import { findEvmChain } from '@/chains'
import { changeBars, changeChartHeight } from './chart-data'

function mover(symbol: string | null, change: string | null, address = `0x${symbol}`): MoverEntry {
  return {
    key: address,
    rank: 1,
    name: null,
    symbol,
    logo: null,
    address,
    place: { kind: 'evm', chain: findEvmChain('eth')! },
    priceUsd: null,
    change,
    second: null,
    marketCapUsd: null,
  }
}

const board = (gainers: MoverEntry[], losers: MoverEntry[]): MoversBoard => ({ source: 'trending', window: '4h', gainers, losers })

describe('change chart data', () => {
  it('puts every mover on one axis, largest rise first and largest fall last', () => {
    const bars = changeBars(board([mover('MOG', '48.21'), mover('PEPE', '22.4')], [mover('APE', '-18.44'), mover('UNI', '-4.91')]))
    expect(bars.map((bar) => bar.label)).toEqual(['MOG', 'PEPE', 'UNI', 'APE'])
    expect(bars.map((bar) => bar.direction)).toEqual([1, 1, -1, -1])
    expect(bars[3]).toMatchObject({ change: -18.44, exact: '-18.44' })
  })

  it('leaves out movers without a change and labels unnamed ones by address', () => {
    const bars = changeBars(board([mover(null, '5', '0x1234567890abcdef'), mover('X', null)], []))
    expect(bars).toHaveLength(1)
    expect(bars[0]?.label).toBe('0x12…ef')
  })

  it('trims padded symbols and shortens long ones', () => {
    const bars = changeBars(board([mover('WIF   ', '1'), mover('AVERYLONGSYMBOLNAME', '2')], []))
    expect(bars.map((bar) => bar.label)).toEqual(['AVERYLONGS…', 'WIF'])
  })

  it('gives the chart a height that grows with the number of movers', () => {
    const bars = changeBars(board([mover('A', '1'), mover('B', '2')], [mover('C', '-1')]))
    expect(changeChartHeight(bars)).toBeGreaterThan(changeChartHeight(bars.slice(0, 1)))
  })
})
