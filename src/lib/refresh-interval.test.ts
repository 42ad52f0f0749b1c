import { describe, expect, it } from 'vitest'
import { describeInterval, parseRefresh, refreshSearchValue } from './refresh-interval'

describe('refresh interval from the URL', () => {
  it('refreshes every 60 s when the URL says nothing', () => {
    expect(parseRefresh(undefined)).toEqual({ seconds: 60, problem: null })
    expect(parseRefresh('')).toEqual({ seconds: 60, problem: null })
  })

  it('pauses on "off" and on 0', () => {
    expect(parseRefresh('off').seconds).toBeNull()
    expect(parseRefresh('0').seconds).toBeNull()
  })

  it('takes a whole number of seconds from 2 to 3600', () => {
    expect(parseRefresh('2')).toEqual({ seconds: 2, problem: null })
    expect(parseRefresh('3600').seconds).toBe(3600)
  })

  it('explains a value it cannot use', () => {
    expect(parseRefresh('1').problem).toMatch(/refresh must be “off” or a number of seconds from 2 to 3600, not “1”/)
    expect(parseRefresh('fast').problem).toMatch(/not “fast”/)
    expect(parseRefresh('1.5').problem).not.toBeNull()
    expect(parseRefresh('99999').problem).not.toBeNull()
  })

  it('writes the default as no search value at all', () => {
    expect(refreshSearchValue(60)).toBeUndefined()
    expect(refreshSearchValue(null)).toBe('off')
    expect(refreshSearchValue(10)).toBe('10')
  })

  it('names intervals in seconds or minutes', () => {
    expect(describeInterval(30)).toBe('30 s')
    expect(describeInterval(120)).toBe('2 min')
  })
})
