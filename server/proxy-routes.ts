import type { UpstreamBases } from './config.ts'

/** The same-origin paths the browser calls (src/config.ts PROXY_BASES) and what each may reach upstream. */
export const PROXY_PREFIX = '/proxy/'

export type ProxyRoute = 'evm' | 'solana' | 'rpc'

export interface UpstreamRequest {
  route: ProxyRoute
  url: string
  method: 'GET' | 'HEAD' | 'POST'
  headers: Record<string, string>
}

export type Resolution = { ok: true; request: UpstreamRequest } | { ok: false; status: number; message: string }

const REST_ROUTES: { route: Exclude<ProxyRoute, 'rpc'>; prefix: string; allowedPath: string }[] = [
  { route: 'evm', prefix: '/proxy/evm', allowedPath: '/api/v2.2/' },
  { route: 'solana', prefix: '/proxy/solana', allowedPath: '/token/' },
]

const RPC_PATH = /^\/proxy\/rpc\/([a-z0-9-]+)\/?$/
// Dot segments and encoded separators could climb out of the allowed upstream path once a URL parser normalizes them.
const UNSAFE_PATH = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\/i

/**
 * Maps a browser request on a proxy path to the upstream request that carries the key: the `X-API-Key` header for
 * REST, the `{apiKey}` path segment for JSON-RPC. Only the operations the app uses are reachable.
 */
export function resolveUpstream(method: string, rawUrl: string, bases: UpstreamBases, apiKey: string): Resolution {
  const queryStart = rawUrl.indexOf('?')
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart)
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart)
  if (UNSAFE_PATH.test(path)) return refuse(400, 'This path cannot be forwarded')

  const rpc = RPC_PATH.exec(path)
  if (rpc) {
    if (method !== 'POST') return refuse(405, 'JSON-RPC calls must be POST requests')
    const url = `${bases.rpc}/${rpc[1]}/${encodeURIComponent(apiKey)}`
    return { ok: true, request: { route: 'rpc', url, method: 'POST', headers: {} } }
  }

  for (const { route, prefix, allowedPath } of REST_ROUTES) {
    if (!path.startsWith(prefix + allowedPath)) continue
    if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'The data API only answers GET requests')
    const url = `${bases[route]}${path.slice(prefix.length)}${query}`
    return { ok: true, request: { route, url, method, headers: { 'X-API-Key': apiKey } } }
  }
  return refuse(404, 'No such proxy route')
}

function refuse(status: number, message: string): Resolution {
  return { ok: false, status, message }
}
