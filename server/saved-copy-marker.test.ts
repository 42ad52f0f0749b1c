import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import savedCopy from '../deploy/nginx/saved-copy.js'

const NOW = Date.parse('2024-05-01T14:10:00Z')
const answer = (status: string, fetchedAt: string, lifetime = '15') => ({
  variables: { upstream_cache_status: status, upstream_http_x_chainview_fetched_at: fetchedAt, chainview_lifetime: lifetime },
})

describe('nginx’s saved-copy marker', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }))
  afterEach(() => vi.useRealTimers())

  it('marks every answer served because the provider or the ceiling failed', () => {
    expect(savedCopy.marker(answer('STALE', '2024-05-01T14:09:50+00:00'))).toBe('1')
  })

  it('marks an answer served during a refresh only once the refresh has run past a provider’s answer time', () => {
    expect(savedCopy.marker(answer('UPDATING', '2024-05-01T14:09:43+00:00'))).toBe('')
    expect(savedCopy.marker(answer('UPDATING', '2024-05-01T14:09:30+00:00'))).toBe('1')
    expect(savedCopy.marker(answer('UPDATING', '2024-05-01T14:09:30+00:00', '86400'))).toBe('')
  })

  it('leaves fresh answers unmarked', () => {
    for (const status of ['HIT', 'MISS', 'EXPIRED', '']) expect(savedCopy.marker(answer(status, '2024-04-01T00:00:00+00:00'))).toBe('')
  })

  it('reads nginx’s local ISO time with its offset', () => {
    expect(savedCopy.parseTime('2024-05-01T16:02:31+02:00')).toBe(Date.parse('2024-05-01T14:02:31Z'))
    expect(savedCopy.parseTime('2024-05-01T09:32:31-04:30')).toBe(Date.parse('2024-05-01T14:02:31Z'))
    expect(savedCopy.parseTime('soon')).toBeNaN()
  })
})
