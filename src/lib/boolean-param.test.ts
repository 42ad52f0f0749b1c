import { describe, expect, it } from 'vitest'
import { readBooleanParam } from './boolean-param'

describe('boolean search params', () => {
  it('reads true and false in any case and falls back when absent', () => {
    expect(readBooleanParam('include_prices', 'TRUE', false)).toEqual({ value: true, problem: null })
    expect(readBooleanParam('media_items', 'false', true)).toEqual({ value: false, problem: null })
    expect(readBooleanParam('media_items', undefined, true)).toEqual({ value: true, problem: null })
  })

  it('names the param and the value it cannot read', () => {
    expect(readBooleanParam('include_prices', 'yes', false).problem).toBe('include_prices must be true or false, not “yes”')
  })
})
