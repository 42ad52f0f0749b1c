import { ApiError } from './errors'

export const MAX_RETRIES = 3
const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 30_000

/**
 * 429, 5xx and lost connections are retried; timeouts are not (the reader has waited the whole timeout and gets Retry
 * at once); any other 4xx, bad bodies and JSON-RPC errors are not.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isTransient && error.kind !== 'timeout' && failureCount < MAX_RETRIES
}

/** Exponential backoff, except that the service's own Retry-After wins. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, MAX_DELAY_MS * 2)
  return Math.min(BASE_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS)
}
