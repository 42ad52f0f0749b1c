import { ApiError } from './errors'

export const MAX_RETRIES = 3
const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 30_000

/**
 * 429, 5xx, lost connections and timeouts are retried, except a gateway's 504: the deployment has already waited its
 * whole timeout for the service, so the reader gets Retry at once. Any other 4xx, bad bodies and JSON-RPC errors are not.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isTransient && error.status !== 504 && failureCount < MAX_RETRIES
}

/** Exponential backoff, except that the service's own Retry-After wins. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, MAX_DELAY_MS * 2)
  return Math.min(BASE_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS)
}
