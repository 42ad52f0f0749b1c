import { readPageLimit } from './page-limit'
import { searchString } from './search-params'
import { isBlockNumber, isDateParam } from './validate'

/** The block/date range, order and page size that both transfer lists take, as URL search params. */
export interface RangeSearch {
  from_block?: string
  to_block?: string
  from_date?: string
  to_date?: string
  order?: string
  limit?: string
}

export interface RangeFilters {
  from_block?: string
  to_block?: string
  from_date?: string
  to_date?: string
  order?: 'ASC' | 'DESC'
  limit?: number
}

/** How many of the range's filters are set to something other than the service's default. */
export function appliedRangeFilters(filters: RangeFilters): number {
  const bounds = [filters.from_block, filters.to_block, filters.from_date, filters.to_date, filters.limit]
  return bounds.filter((bound) => bound !== undefined).length + (filters.order === 'ASC' ? 1 : 0)
}

export function readRangeSearch(search: Record<string, unknown>): RangeSearch {
  return {
    from_block: searchString(search.from_block),
    to_block: searchString(search.to_block),
    from_date: searchString(search.from_date),
    to_date: searchString(search.to_date),
    order: searchString(search.order),
    limit: searchString(search.limit),
  }
}

/** Checks the range from the URL; any problem is reported and nothing is sent. */
export function parseRangeFilters(search: RangeSearch): { filters: RangeFilters; problems: string[] } {
  const problems: string[] = []
  const filters: RangeFilters = {}
  for (const key of ['from_block', 'to_block'] as const) {
    const value = search[key]
    if (value === undefined || value === '') continue
    if (isBlockNumber(value)) filters[key] = value
    else problems.push(`${key} must be a block number, not “${value.slice(0, 60)}”`)
  }
  for (const key of ['from_date', 'to_date'] as const) {
    const value = search[key]
    if (value === undefined || value === '') continue
    if (isDateParam(value)) filters[key] = value
    else problems.push(`${key} must be a date like 2024-01-31, not “${value.slice(0, 60)}”`)
  }
  if (search.order !== undefined && search.order !== '') {
    const order = search.order.toUpperCase()
    if (order === 'ASC' || order === 'DESC') filters.order = order
    else problems.push(`order must be ASC or DESC, not “${search.order.slice(0, 60)}”`)
  }
  const { limit, problem: limitProblem } = readPageLimit(search.limit)
  if (limit !== undefined) filters.limit = limit
  if (limitProblem) problems.push(limitProblem)
  if (filters.from_block && filters.to_block && BigInt(filters.from_block) > BigInt(filters.to_block)) {
    problems.push('from_block is after to_block, so no transfer could match')
  }
  return { filters, problems }
}

/** Which date bounds the service will ignore because a block bound is also set. */
export function overriddenDateBounds(filters: RangeFilters): string[] {
  const ignored: string[] = []
  if (filters.from_block && filters.from_date) ignored.push('from_date')
  if (filters.to_block && filters.to_date) ignored.push('to_date')
  return ignored
}
