import type { SolanaPair, SolanaPairToken } from '@/api/solana-pairs'
import { plainDecimal } from '@/lib/decimal'
import type { CsvColumn, CsvValue } from './csv-writer'

/** Dollar figures as the exact decimals the service sent, written without an exponent. */
function exact(value: string | null): CsvValue {
  return value === null ? '' : plainDecimal(value)
}

function tokenColumns(index: 0 | 1): CsvColumn<SolanaPair>[] {
  const side = (row: SolanaPair): SolanaPairToken | undefined => row.pair[index]
  const prefix = `token${index}`
  return [
    { header: `${prefix}_address`, value: (row) => side(row)?.tokenAddress },
    { header: `${prefix}_name`, value: (row) => side(row)?.tokenName },
    { header: `${prefix}_symbol`, value: (row) => side(row)?.tokenSymbol },
    { header: `${prefix}_decimals`, value: (row) => side(row)?.tokenDecimals },
    { header: `${prefix}_liquidity_usd`, value: (row) => exact(side(row)?.liquidityUsd ?? null) },
  ]
}

/** One line per trading pair of a Solana token. */
export const SOLANA_PAIR_COLUMNS: CsvColumn<SolanaPair>[] = [
  { header: 'pair_address', value: (row) => row.pairAddress },
  { header: 'pair_label', value: (row) => row.pairLabel },
  { header: 'exchange_name', value: (row) => row.exchangeName },
  { header: 'exchange_address', value: (row) => row.exchangeAddress },
  { header: 'usd_price', value: (row) => exact(row.usdPrice) },
  { header: 'usd_price_24h_percent_change', value: (row) => exact(row.usdPrice24hrPercentChange) },
  { header: 'usd_price_24h_usd_change', value: (row) => exact(row.usdPrice24hrUsdChange) },
  { header: 'liquidity_usd', value: (row) => exact(row.liquidityUsd) },
  { header: 'base_token', value: (row) => row.baseToken },
  { header: 'quote_token', value: (row) => row.quoteToken },
  ...tokenColumns(0),
  ...tokenColumns(1),
]
