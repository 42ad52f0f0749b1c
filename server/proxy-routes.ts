import type { UpstreamBases } from './config.ts'
import { cacheControl, matchOperation, NOT_FOUND_CACHE_CONTROL, PROXY_PATHS } from './allow-list.ts'
import { OPERATIONS, type OperationName } from '../src/api/operations.ts'

export { PROXY_PREFIX } from './config.ts'

export interface UpstreamRequest {
  operation: OperationName
  url: string
  method: 'GET' | 'HEAD' | 'POST'
  headers: Record<string, string>
}

export type Resolution = { ok: true; request: UpstreamRequest } | { ok: false; status: number; message: string }

// Dot segments and encoded separators could climb out of the allowed upstream path once a URL parser normalizes them.
const UNSAFE_TARGET = /(^|\/)\.{1,2}(\/|\?|$)|%2e|%2f|%5c|\\/i

/**
 * Maps a browser request on a proxy path to the upstream request that carries the key: the `X-API-Key` header for
 * REST, the `{apiKey}` path segment for JSON-RPC, nothing for Sourcify. Only the operations in the allow-list (server/allow-list.ts) are
 * reachable, with the params the app sends; a JSON-RPC body is checked separately (deploy/nginx/rpc-transaction.js).
 */
export function resolveUpstream(method: string, target: string, bases: UpstreamBases, apiKey: string): Resolution {
  if (UNSAFE_TARGET.test(target)) return { ok: false, status: 400, message: 'This path cannot be forwarded' }
  const match = matchOperation(method, target)
  if (!match.ok) return match
  const { operation } = match

  if (operation === 'rpc-transaction') {
    const chain = target.slice(PROXY_PATHS.rpc.length + 1)
    const url = `${bases.rpc}/${chain}/${encodeURIComponent(apiKey)}`
    return { ok: true, request: { operation, url, method: 'POST', headers: {} } }
  }
  const { base } = OPERATIONS[operation]
  const url = `${bases[base]}${target.slice(`/proxy/${base}`.length)}`
  // Sourcify is keyless: nothing of the key is sent to it.
  const headers: Record<string, string> = base === 'sourcify' ? {} : { 'X-API-Key': apiKey }
  return { ok: true, request: { operation, url, method: method === 'HEAD' ? 'HEAD' : 'GET', headers } }
}

/** What nginx's cache and a CDN may keep of an answer (the same policy nginx applies): 200s and, briefly, 404s. */
export function answerCacheControl(operation: OperationName, status: number): string {
  if (status === 200) return cacheControl(OPERATIONS[operation].cache)
  return status === 404 ? NOT_FOUND_CACHE_CONTROL : 'no-store'
}
