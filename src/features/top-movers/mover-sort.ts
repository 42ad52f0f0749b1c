import { compareDecimals } from '@/lib/decimal'
import type { RankedMover } from './board'

export type MoverSortKey = 'rank' | 'token' | 'price' | 'change' | 'second' | 'marketCap'
export type SortDirection = 'ascending' | 'descending'

export interface MoverSort {
  key: MoverSortKey
  direction: SortDirection
}

export const DEFAULT_MOVER_SORT: MoverSort = { key: 'rank', direction: 'ascending' }

const decimalField: Partial<Record<MoverSortKey, 'priceUsd' | 'change' | 'second' | 'marketCapUsd'>> = {
  price: 'priceUsd',
  change: 'change',
  second: 'second',
  marketCap: 'marketCapUsd',
}

/** A first click sorts names A–Z and ranks 1 first, amounts largest first; a second click reverses. */
export function nextSort(current: MoverSort, key: MoverSortKey): MoverSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  return { key, direction: key === 'rank' || key === 'token' ? 'ascending' : 'descending' }
}

function tokenName(row: RankedMover): string | null {
  return (row.entry.name ?? row.entry.symbol)?.trim() || null
}

function sortValue(row: RankedMover, key: MoverSortKey): string | number | null {
  if (key === 'rank') return row.rank
  if (key === 'token') return tokenName(row)
  const field = decimalField[key]
  return field ? row.entry[field] : null
}

function compareValues(a: string | number, b: string | number, key: MoverSortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (key === 'token') return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true })
  return compareDecimals(String(a), String(b))
}

/** Sorted by the chosen column; rows without a value go last either way, ties keep rank order. */
export function sortMovers(rows: readonly RankedMover[], sort: MoverSort): RankedMover[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((left, right) => {
    const a = sortValue(left, sort.key)
    const b = sortValue(right, sort.key)
    if (a === null || b === null) return a === b ? left.rank - right.rank : a === null ? 1 : -1
    return sign * compareValues(a, b, sort.key) || left.rank - right.rank
  })
}
