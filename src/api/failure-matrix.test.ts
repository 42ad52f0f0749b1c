import { describe, expect, it } from 'vitest'
import { startFixtureServer } from '@/test/msw'
import { injectFailure, type InjectedFailure } from '../../mocks/failure-injection'
import { describeError } from '@/lib/describe-error'
import { ApiError, type ApiErrorKind } from './errors'
import { shouldRetry } from './retry'
import { fetchExample, OPERATION_LIST } from './operations'

startFixtureServer()

interface Expectation {
  failure: InjectedFailure
  kind: ApiErrorKind
  status?: number
  title: RegExp
  retried: boolean
  retryAfterMs?: number
}

const matrix: Expectation[] = [
  {
    failure: { kind: 'status', status: 400, message: ['limit must be a number', 'chain is invalid'] },
    kind: 'http',
    status: 400,
    title: /rejected the request/,
    retried: false,
  },
  { failure: { kind: 'status', status: 401 }, kind: 'http', status: 401, title: /The API key was rejected/, retried: false },
  { failure: { kind: 'status', status: 403 }, kind: 'http', status: 403, title: /may not use this data/, retried: false },
  { failure: { kind: 'status', status: 404 }, kind: 'http', status: 404, title: /Not found/, retried: false },
  { failure: { kind: 'status', status: 429, retryAfter: '3' }, kind: 'http', status: 429, title: /Rate limited/, retried: true, retryAfterMs: 3000 },
  { failure: { kind: 'status', status: 429 }, kind: 'http', status: 429, title: /Rate limited/, retried: true },
  { failure: { kind: 'status', status: 500 }, kind: 'http', status: 500, title: /The data service failed/, retried: true },
  { failure: { kind: 'status', status: 502 }, kind: 'http', status: 502, title: /The data service failed/, retried: true },
  { failure: { kind: 'status', status: 503 }, kind: 'http', status: 503, title: /The data service failed/, retried: true },
  { failure: { kind: 'network' }, kind: 'network', title: /could not be reached/, retried: true },
  { failure: { kind: 'not-json' }, kind: 'malformed', title: /not JSON/, retried: false },
  { failure: { kind: 'wrong-shape' }, kind: 'shape', title: /Unexpected response from the data service/, retried: false },
]

describe.each(OPERATION_LIST.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
  it.each(
    matrix.map(
      (row) =>
        [row.failure.kind === 'status' ? `HTTP ${row.failure.status}${row.failure.retryAfter ? ' with Retry-After' : ''}` : row.failure.kind, row] as const,
    ),
  )('explains %s in plain words', async (_label, expected) => {
    injectFailure(expected.failure)
    const error = await fetchExample(operation, new AbortController().signal).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.kind).toBe(expected.kind)
    if (expected.status) expect(apiError.status).toBe(expected.status)
    if (expected.retryAfterMs) expect(apiError.retryAfterMs).toBe(expected.retryAfterMs)
    expect(describeError(apiError).title).toMatch(expected.title)
    expect(shouldRetry(0, apiError)).toBe(expected.retried)
    if (expected.kind === 'shape') expect(apiError.details.join(' ')).toMatch(/\w+(\.\w+)*: /)
  })
})
