import { describe, expect, it } from 'vitest'
import { ApiError, parseRetryAfter } from './errors'
import { MAX_RETRIES, retryDelay, shouldRetry } from './retry'

const http = (status: number, retryAfterMs?: number) => new ApiError({ kind: 'http', status, message: 'x', retryAfterMs })

describe('retry policy', () => {
  it('retries 429 and 5xx up to the limit', () => {
    for (const status of [429, 500, 502, 503]) {
      expect(shouldRetry(0, http(status))).toBe(true)
      expect(shouldRetry(MAX_RETRIES, http(status))).toBe(false)
    }
  })

  it('does not retry other 4xx, bad bodies or JSON-RPC errors', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, http(status))).toBe(false)
    expect(shouldRetry(0, new ApiError({ kind: 'shape', message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new ApiError({ kind: 'rpc', message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new Error('render'))).toBe(false)
  })

  it('retries lost connections and timeouts', () => {
    expect(shouldRetry(1, new ApiError({ kind: 'network', message: 'x' }))).toBe(true)
    expect(shouldRetry(1, new ApiError({ kind: 'timeout', message: 'x' }))).toBe(true)
  })

  it('does not retry a gateway timeout by itself: the deployment has waited its whole timeout, so the reader gets Retry', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'timeout', status: 504, message: 'x' }))).toBe(false)
  })

  it('waits as long as Retry-After says', () => {
    expect(retryDelay(1, http(429, 3000))).toBe(3000)
  })

  it('backs off exponentially without Retry-After', () => {
    expect(retryDelay(1, http(503))).toBeLessThan(retryDelay(2, http(503)))
    expect(retryDelay(2, http(503))).toBeLessThan(retryDelay(3, http(503)))
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7000)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})
