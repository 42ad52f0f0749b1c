import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'
import { overriddenDateBounds, parseRangeFilters } from './range-filters'

describe('search params', () => {
  it('keep what was typed, without JSON coercion', () => {
    expect(parseSearch('?from_block=00123&limit=10&x=true&big=123456789012345678901234')).toEqual({
      from_block: '00123',
      limit: '10',
      x: 'true',
      big: '123456789012345678901234',
    })
  })

  it('read a repeated key as a list and write a list as a repeated key', () => {
    const search = parseSearch('?contract_addresses=0xa&contract_addresses=0xb')
    expect(search).toEqual({ contract_addresses: ['0xa', '0xb'] })
    expect(stringifySearch(search)).toBe('?contract_addresses=0xa&contract_addresses=0xb')
    expect(stringifySearch({ a: undefined, b: '' })).toBe('')
  })
})

describe('range filters', () => {
  it('accept valid bounds', () => {
    expect(parseRangeFilters({ from_block: '10', to_date: '2024-01-31', order: 'asc', limit: '50' })).toEqual({
      filters: { from_block: '10', to_date: '2024-01-31', order: 'ASC', limit: 50 },
      problems: [],
    })
  })

  it('report every malformed bound', () => {
    const { problems } = parseRangeFilters({ from_block: 'abc', from_date: 'soon', order: 'sideways', limit: '1000' })
    expect(problems).toHaveLength(4)
    expect(problems[0]).toContain('from_block must be a block number')
  })

  it('say when a block bound overrides a date bound', () => {
    expect(overriddenDateBounds({ from_block: '1', from_date: '2024-01-01', to_date: '2024-02-01' })).toEqual(['from_date'])
  })

  it('catch an inverted block range', () => {
    expect(parseRangeFilters({ from_block: '20', to_block: '10' }).problems).toEqual(['from_block is after to_block, so no transfer could match'])
  })
})
