import { describe, expect, it } from 'vitest'
import { formatSavedAt, savedCopyFileTag } from './saved-copy-time'

describe('formatSavedAt', () => {
  it('gives the UTC time of a copy fetched today', () => {
    expect(formatSavedAt(new Date('2024-05-01T14:02:59Z'), new Date('2024-05-01T18:00:00Z'))).toBe('14:02 UTC')
  })

  it('adds the day for a copy from another UTC day', () => {
    expect(formatSavedAt(new Date('2024-04-30T23:10:00Z'), new Date('2024-05-01T00:20:00Z'))).toBe('30 Apr 23:10 UTC')
  })
})

describe('savedCopyFileTag', () => {
  it('puts the fetch time in a form a file name can hold', () => {
    expect(savedCopyFileTag(new Date('2024-05-01T14:02:00Z'))).toBe('saved-copy-2024-05-01T1402Z')
  })
})
