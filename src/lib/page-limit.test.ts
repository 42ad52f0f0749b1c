import { describe, expect, it } from 'vitest'
import { readPageLimit } from './page-limit'

describe('page size from the URL', () => {
  it('keeps the API default when the limit is absent or blank', () => {
    expect(readPageLimit(undefined)).toEqual({ limit: undefined, problem: null })
    expect(readPageLimit('')).toEqual({ limit: undefined, problem: null })
  })

  it('accepts whole numbers from 1 to 100', () => {
    expect(readPageLimit('1')).toEqual({ limit: 1, problem: null })
    expect(readPageLimit('100')).toEqual({ limit: 100, problem: null })
  })

  it('says what is wrong with zero, 101, fractions and text', () => {
    for (const value of ['0', '101', '2.5', '-3', '1e2', 'ten']) {
      expect(readPageLimit(value)).toEqual({ limit: undefined, problem: `limit must be a whole number from 1 to 100, not “${value}”` })
    }
  })
})
