export type ApiErrorKind =
  | 'http' // the service answered with an error status
  | 'network' // no answer at all
  | 'timeout' // the service did not answer in time
  | 'malformed' // the body is not JSON
  | 'shape' // JSON of an unexpected shape
  | 'rpc' // a JSON-RPC error object

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  status?: number
  retryAfterMs?: number
  details?: string[]
  rpcCode?: number
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly retryAfterMs: number | null
  readonly details: string[]
  readonly rpcCode: number | null

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status ?? null
    this.retryAfterMs = init.retryAfterMs ?? null
    this.details = init.details ?? []
    this.rpcCode = init.rpcCode ?? null
  }

  /** Rate limits, server faults and lost connections may pass; a rejected request will not. */
  get isTransient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true
    return this.kind === 'http' && this.status !== null && (this.status === 429 || this.status >= 500)
  }
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/** The body's `message` may be a string or a list of strings (validation errors). */
export function messageFromBody(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const message = (body as { message?: unknown }).message
  if (typeof message === 'string') return [message]
  if (Array.isArray(message)) return message.filter((item): item is string => typeof item === 'string')
  return []
}
