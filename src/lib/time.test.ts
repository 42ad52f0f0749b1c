import { describe, expect, it } from 'vitest'
import { formatAge, formatUtc, parseTimestamp } from './time'

describe('timestamps', () => {
  it('reads ISO timestamps with and without a zone as UTC', () => {
    expect(parseTimestamp('2024-05-01T12:00:00.000Z')?.toISOString()).toBe('2024-05-01T12:00:00.000Z')
    expect(parseTimestamp('2024-05-01T12:00:00.000')?.toISOString()).toBe('2024-05-01T12:00:00.000Z')
    expect(parseTimestamp('not a date')).toBeNull()
    expect(parseTimestamp(null)).toBeNull()
  })

  it('says how long ago', () => {
    const now = new Date('2024-05-01T12:00:00Z')
    expect(formatAge(new Date('2024-05-01T11:59:30Z'), now)).toBe('30 seconds ago')
    expect(formatAge(new Date('2024-05-01T09:00:00Z'), now)).toBe('3 hours ago')
    expect(formatAge(new Date('2024-04-29T12:00:00Z'), now)).toBe('2 days ago')
    expect(formatAge(new Date('2024-04-30T11:00:00Z'), now)).toBe('1 day ago')
    expect(formatAge(new Date('2022-03-01T12:00:00Z'), now)).toBe('2 years ago')
  })

  it('says how far ahead a time is, and "now" for this second', () => {
    const now = new Date('2024-05-01T12:00:00Z')
    expect(formatAge(new Date('2024-05-01T12:02:00Z'), now)).toBe('in 2 minutes')
    expect(formatAge(new Date('2024-05-01T12:00:00.300Z'), now)).toBe('now')
  })

  it('writes absolute UTC time', () => {
    expect(formatUtc(new Date('2024-05-01T12:34:56.789Z'))).toBe('2024-05-01 12:34:56 UTC')
  })
})
