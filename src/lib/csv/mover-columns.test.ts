import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { MoverEntry } from '@/api/market-board'
import { findEvmChain } from '@/chains'
import { toCsv } from './csv-writer'
import { moverCsvColumns } from './mover-columns'

const entry = (fields: Partial<MoverEntry>): MoverEntry => ({
  key: 'k',
  rank: 1,
  name: null,
  symbol: null,
  logo: null,
  address: null,
  place: { kind: 'solana' },
  priceUsd: null,
  change: null,
  second: null,
  marketCapUsd: null,
  ...fields,
})

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, newline: '\r\n', skipEmptyLines: true }).data

describe('the board’s CSV', () => {
  it('writes each list’s rows with the chain and every figure as the exact decimal sent', () => {
    const csv = toCsv(moverCsvColumns('change_1h_percent', 'volume_1h_usd'), [
      { list: 'gainers', entry: entry({ symbol: 'BONK', address: 'Dez', change: '412.123456789', priceUsd: '1.23456789e-13' }) },
      {
        list: 'losers',
        entry: entry({ rank: 1, place: { kind: 'evm', chain: findEvmChain('base')! }, change: '-99.999999999', marketCapUsd: '123456789012345678901234' }),
      },
    ])
    const [gainer, loser] = parse(csv)
    expect(gainer).toMatchObject({
      list: 'gainers',
      chain: 'solana',
      token_address: 'Dez',
      change_1h_percent: '412.123456789',
      price_usd: '0.000000000000123456789',
    })
    expect(loser).toMatchObject({ list: 'losers', chain: 'base', change_1h_percent: '-99.999999999', market_cap_usd: '123456789012345678901234' })
  })

  it('keeps a hostile name from reading as a spreadsheet formula', () => {
    const csv = toCsv(moverCsvColumns('change_24h_percent', 'change_7d_percent'), [{ list: 'gainers', entry: entry({ name: '=HYPERLINK("x")' }) }])
    expect(parse(csv)[0]?.name).toBe('\'=HYPERLINK("x")')
  })
})
