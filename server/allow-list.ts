import type { CachePolicy } from '../src/api/operation.ts'
import { OPERATION_NAMES, OPERATIONS, type OperationName } from '../src/api/operations.ts'

/**
 * What the server lends the key to: exactly the app's operations (the registry, src/api/operations.ts), each with the
 * formats its path params and query params may take as its declaration states them, as the browser sends them
 * (URL-encoded). Both servers read this: the vite dev/preview proxy tests requests against `operationPattern`, and
 * nginx's rules are generated from it (server/nginx-operations.ts), so the two refuse and allow the same requests.
 */

export type { CachePolicy }

/** A 404 (not indexed yet, or no such thing) is kept briefly, so a crowd on a bad link costs little. */
export const NOT_FOUND_SECONDS = 30

/** The same-origin path each base is proxied under (src/config.ts PROXY_BASES; EVM with its API version). */
export const PROXY_PATHS = { evm: '/proxy/evm/api/v2.2', solana: '/proxy/solana', rpc: '/proxy/rpc', sourcify: '/proxy/sourcify' } as const

/** A pattern for the whole request target (path and query, as sent) that the operation accepts. */
export function operationPattern(name: OperationName): string {
  const operation = OPERATIONS[name]
  const params = operation.params as Readonly<Record<string, string>>
  const pathPattern = operation.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(${params[segment.slice(1)]})` : segment.replace(/[.]/g, '[.]')))
    .join('/')
  const prefix = PROXY_PATHS[operation.base].replace(/[.]/g, '[.]')
  return `^${prefix}${pathPattern}${queryPattern(operation)}$`
}

function queryPattern({ query, required }: { query: Readonly<Record<string, string>>; required: readonly string[] }): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${value}`)
  if (pairs.length === 0) return ''
  const pair = `(${pairs.join('|')})`
  const lookaheads = required.map((name) => `(?=(.*&)?${name}=)`).join('')
  return required.length > 0 ? `[?]${lookaheads}${pair}(&${pair})*` : `([?]${pair}(&${pair})*)?`
}

/** The `Cache-Control` a 200 of the operation carries: what nginx keeps, a CDN may keep too. */
export function cacheControl({ seconds, browserSeconds, staleWhileRevalidate }: CachePolicy): string {
  const parts = ['public', `max-age=${browserSeconds}`, `s-maxage=${seconds}`]
  if (staleWhileRevalidate > 0) parts.push(`stale-while-revalidate=${staleWhileRevalidate}`)
  return parts.join(', ')
}

export const NOT_FOUND_CACHE_CONTROL = `public, max-age=${NOT_FOUND_SECONDS}, s-maxage=${NOT_FOUND_SECONDS}`

export type OperationMatch = { ok: true; operation: OperationName } | { ok: false; status: 404 | 405; message: string }

const PATTERNS = OPERATION_NAMES.map((name) => ({ name, pattern: new RegExp(operationPattern(name)) }))

export const NOT_FORWARDED = 'Chainview forwards only its own operations, with the parameters it sends; this request is not one of them'

/** Which operation a request target (path and query, exactly as received) is, if any. */
export function matchOperation(method: string, target: string): OperationMatch {
  const match = PATTERNS.find(({ pattern }) => pattern.test(target))
  if (!match) return { ok: false, status: 404, message: NOT_FORWARDED }
  if (!methodAllowed(match.name, method)) return { ok: false, status: 405, message: methodMessage(match.name) }
  return { ok: true, operation: match.name }
}

export function methodAllowed(name: OperationName, method: string): boolean {
  return OPERATIONS[name].method === 'POST' ? method === 'POST' : method === 'GET' || method === 'HEAD'
}

export function methodMessage(name: OperationName): string {
  return OPERATIONS[name].method === 'POST' ? 'JSON-RPC calls must be POST requests' : 'The data API only answers GET requests'
}
