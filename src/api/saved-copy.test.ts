import { describe, expect, it } from 'vitest'
import { oldestSavedCopy, savedCopyOf } from './saved-copy'

describe('savedCopyOf', () => {
  it('reads the marker and the time the deployment fetched the answer', () => {
    const headers = new Headers({ 'x-chainview-saved-copy': '1', 'x-chainview-fetched-at': '2024-05-01T14:02:31+00:00' })
    expect(savedCopyOf(headers)).toEqual({ fetchedAt: new Date('2024-05-01T14:02:31Z') })
  })

  it('takes a fresh answer, which carries only the fetch time, for fresh', () => {
    expect(savedCopyOf(new Headers({ 'x-chainview-fetched-at': '2024-05-01T14:02:31+00:00' }))).toBeNull()
  })

  it('keeps the marker when the time is missing or unreadable', () => {
    expect(savedCopyOf(new Headers({ 'x-chainview-saved-copy': '1', 'x-chainview-fetched-at': 'soon' }))).toEqual({ fetchedAt: null })
  })
})

describe('oldestSavedCopy', () => {
  it('is the earliest fetch among the copies, and null when all answers were fresh', () => {
    const early = { fetchedAt: new Date('2024-05-01T10:00:00Z') }
    const late = { fetchedAt: new Date('2024-05-01T12:00:00Z') }
    expect(oldestSavedCopy([late, null, early])).toBe(early)
    expect(oldestSavedCopy([null, undefined])).toBeNull()
  })
})
