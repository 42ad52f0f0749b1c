import type { SavedCopy } from '@/api/saved-copy'
import { savedCopyFileTag } from '@/lib/saved-copy-time'
import { CSV_ROW_CAP } from './csv-writer'

/** What an export is of: the view's declaration says it. */
export interface CsvFileSubject {
  /** the view, e.g. "erc20-transfers" */
  view: string
  /** the chain slug or Solana network */
  chain: string
  address: string
  /** the URL's filters, e.g. { from_block: '100', contract_addresses: [...] }; unset ones are left out */
  filters: object
}

export interface CsvFileNameParts extends CsvFileSubject {
  /** the file stops at the row cap while the list goes on */
  capped?: boolean
  /** an export that failed part-way, saved as far as it got */
  partial?: boolean
  /** the rows came from saved copies while the data service was not answering */
  savedCopy?: SavedCopy | null
}

/** Letters, digits, dot and hyphen only: a filter value from the URL must not steer the name anywhere. */
function safePart(text: string): string {
  return text
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80)
}

/** "erc20-transfers_eth_0xa0b8…_from-block-100_order-ASC_first-10000-rows.csv" */
export function csvFileName({ view, chain, address, filters, capped = false, partial = false, savedCopy = null }: CsvFileNameParts): string {
  const filterParts = Object.entries(filters as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}-${Array.isArray(value) ? value.join('-') : String(value)}`)
  const parts = [view, chain, address, ...filterParts].map(safePart)
  if (capped) parts.push(`first-${CSV_ROW_CAP}-rows`)
  if (partial) parts.push('partial')
  if (savedCopy) parts.push(savedCopyFileTag(savedCopy.fetchedAt))
  return `${parts.join('_')}.csv`
}
