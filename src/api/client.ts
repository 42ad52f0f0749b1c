import type * as z from 'zod/mini'
import { getApiConfig } from '@/config'
import { ApiError, messageFromBody, parseRetryAfter } from './errors'
import { tryParseJson } from './json'
import { requestsMayStart } from './request-gate'
import { savedCopyOf } from './saved-copy'
import { reportResponse } from './saved-copy-store'

export const EVM_API_VERSION = '/api/v2.2'
const REQUEST_TIMEOUT_MS = 20_000
let requestTimeoutMs = REQUEST_TIMEOUT_MS

/** How long a request may go unanswered before it fails as a timeout; tests shorten it. */
export function setRequestTimeout(ms: number = REQUEST_TIMEOUT_MS): void {
  requestTimeoutMs = ms
}

export type QueryValue = string | number | boolean | bigint | null | undefined | readonly string[]
export type QueryParams = Record<string, QueryValue>

export function buildQuery(params: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      // The API documents array parameters as repeated keys with an index, e.g. contract_addresses[0]=…
      value.forEach((item, index) => search.append(`${key}[${index}]`, item))
    } else {
      search.append(key, String(value))
    }
  }
  const query = search.toString()
  return query ? `?${query}` : ''
}

export function evmUrl(path: string, params: QueryParams = {}): string {
  return `${getApiConfig().bases.evm}${EVM_API_VERSION}${path}${buildQuery(params)}`
}

export function solanaUrl(path: string, params: QueryParams = {}): string {
  return `${getApiConfig().bases.solana}${path}${buildQuery(params)}`
}

/** A JSON-RPC path (the chain's) under the RPC base, with a brought-in key as the last segment, as the provider takes it. */
export function rpcUrl(path: string): string {
  const { bases, apiKey } = getApiConfig()
  const key = apiKey ? `/${encodeURIComponent(apiKey)}` : ''
  return `${bases.rpc}${path}${key}`
}

/** A brought-in key goes only to the REST bases it was configured for, never to any other address. */
function restKeyHeader(url: string): Record<string, string> {
  const { apiKey, bases } = getApiConfig()
  const isRestBase = [bases.evm, bases.solana].some((base) => url.startsWith(`${base}/`))
  return apiKey && isRestBase ? { 'X-API-Key': apiKey } : {}
}

interface RequestOptions {
  signal?: AbortSignal
  method?: 'GET' | 'POST'
  body?: unknown
  timeoutMs?: number
}

/** Sends one request and returns its body as data of the given schema, or throws an ApiError. */
export async function requestJson<S extends z.ZodMiniType>(url: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  await requestsMayStart()
  const body = await fetchBody(url, options)
  const result = schema.safeParse(body)
  if (!result.success) {
    const details = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new ApiError({ kind: 'shape', message: 'Unexpected response from the data service', details })
  }
  return result.data
}

async function fetchBody(url: string, { signal, method = 'GET', body, timeoutMs = requestTimeoutMs }: RequestOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method === 'GET') Object.assign(headers, restKeyHeader(url))

  let response: Response
  try {
    response = await fetch(url, { method, headers, signal: combined, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch (error) {
    if (signal?.aborted) throw error
    if (timeout.aborted) throw new ApiError({ kind: 'timeout', message: 'The data service did not answer in time' })
    throw new ApiError({ kind: 'network', message: 'The data service could not be reached' })
  }

  const text = await response.text()
  const parsed = text.trim() === '' ? ({ ok: true, value: null } as const) : tryParseJson(text)
  if (!response.ok) {
    const messages = parsed.ok ? messageFromBody(parsed.value) : []
    throw new ApiError({
      // To the reader a gateway's 504 is a timeout: the deployment waited its whole timeout for the service.
      kind: response.status === 504 ? 'timeout' : 'http',
      status: response.status,
      message: messages[0] ?? (response.statusText || `HTTP ${response.status}`),
      details: messages.slice(1),
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    })
  }
  if (!parsed.ok) throw new ApiError({ kind: 'malformed', message: 'The data service sent a response that is not JSON' })
  reportResponse(signal, savedCopyOf(response.headers))
  return parsed.value
}

/** A path of Sourcify's server, through the server's proxy only: keyless, so no key header is ever added to it. */
export function sourcifyUrl(path: string, params: QueryParams = {}): string {
  return `${getApiConfig().bases.sourcify}${path}${buildQuery(params)}`
}
