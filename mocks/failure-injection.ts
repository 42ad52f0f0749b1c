import { delay, http, HttpResponse } from 'msw'
import { errorResponse, jsonResponse } from './respond'

/**
 * Any failure of the data service, on demand, for every operation: a test (or a developer in dev tools) writes
 * a spec under this sessionStorage key, or calls injectFailure in Node, and matching requests fail.
 */
export const FAILURE_KEY = 'chainview:fixture-failure'

export type FailureKind = 'status' | 'network' | 'hang' | 'not-json' | 'wrong-shape'

export interface InjectedFailure {
  kind: FailureKind
  /** with kind 'status' */
  status?: number
  message?: string | string[]
  retryAfter?: string
  /** only requests whose URL contains this, or one of these (a view that asks a second operation when the first is missing) */
  match?: string | string[]
  /** let this many matching requests through first (e.g. 2 to fail the third page) */
  skip?: number
  /** fail this many matching requests, then answer normally (default: all) */
  times?: number
}

/** JSON that no operation's schema accepts: required fields missing, lists of the wrong type. */
export const WRONG_SHAPE_BODY = { result: [{ unexpected: true }], pairs: [{}], gainers: 5, losers: 5, jsonrpc: '2.0', id: 1 }

let injected: InjectedFailure | null = null
let matched = 0

/** Node tests set the failure directly; browsers read it from sessionStorage. */
export function injectFailure(failure: InjectedFailure | null): void {
  injected = failure
  matched = 0
}

function currentFailure(): InjectedFailure | null {
  if (injected) return injected
  try {
    const stored = globalThis.sessionStorage?.getItem(FAILURE_KEY)
    return stored ? (JSON.parse(stored) as InjectedFailure) : null
  } catch {
    return null
  }
}

function statusMessage(status: number): string {
  if (status === 401) return 'Invalid API key'
  if (status === 403) return 'Forbidden'
  if (status === 404) return 'Not found'
  if (status === 429) return 'Too many requests'
  if (status >= 500) return 'Internal server error'
  return 'Bad request'
}

function matches(match: InjectedFailure['match'], url: string): boolean {
  if (match === undefined || match === '') return true
  return (Array.isArray(match) ? match : [match]).some((part) => url.includes(part))
}

export const failureInjectionHandlers = [
  http.all('*/proxy/*', async ({ request }) => {
    const failure = currentFailure()
    if (!failure || !matches(failure.match, request.url)) return undefined
    const index = matched++
    const skip = failure.skip ?? 0
    if (index < skip || index >= skip + (failure.times ?? Infinity)) return undefined
    switch (failure.kind) {
      case 'status': {
        const status = failure.status ?? 500
        const headers: Record<string, string> = failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}
        return errorResponse(status, failure.message ?? statusMessage(status), headers)
      }
      case 'network':
        return HttpResponse.error()
      case 'hang':
        await delay('infinite')
        return undefined
      case 'not-json':
        return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })
      case 'wrong-shape':
        return jsonResponse(WRONG_SHAPE_BODY)
    }
  }),
]
