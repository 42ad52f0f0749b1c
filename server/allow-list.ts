import { OPERATIONS, type OperationName } from '../src/api/operations.ts'
import { chainsFor, RPC_CHAINS, SOLANA_NETWORKS, TRENDING_CHAINS } from '../src/chains.ts'
import { DEFAULT_REFRESH_SECONDS } from '../src/lib/refresh-interval.ts'
import { EVM_ADDRESS_PATTERN } from '../src/lib/values/evm-address.ts'
import { SOLANA_ADDRESS_PATTERN } from '../src/lib/values/solana-address.ts'
import { TOKEN_ID_PATTERN } from '../src/lib/values/token-id.ts'
import { TRANSACTION_HASH_PATTERN } from '../src/lib/values/transaction-hash.ts'

/**
 * What the server lends the key to: exactly the app's operations (src/api/operations.ts), each with the formats its path params and
 * query params may take, as the browser sends them (URL-encoded). Both servers read this table: the vite dev/preview
 * proxy tests requests against `operationPattern`, and nginx's rules are generated from it
 * (server/nginx-operations.ts), so the two refuse and allow the same requests. The patterns use no backslash, so
 * they mean the same in JavaScript and in nginx's PCRE.
 */

/** How long a shared cache (nginx, a CDN) may keep an operation's answer, and why. */
export interface CachePolicy {
  /** a 200's lifetime in nginx's cache and for a CDN (s-maxage) */
  seconds: number
  /** how long a browser may reuse a 200 without asking (max-age) */
  browserSeconds: number
  /** how long an expired answer may still be served while one request refreshes it */
  staleWhileRevalidate: number
  why: string
}

export interface OperationRule {
  /** a pattern for each `:param` of the operation's path */
  params: Record<string, string>
  /** every query param the app sends, with the pattern of its encoded value */
  query: Record<string, string>
  /** query params the upstream needs */
  required: string[]
  cache: CachePolicy
}

/** A 404 (not indexed yet, or no such thing) is kept briefly, so a crowd on a bad link costs little. */
export const NOT_FOUND_SECONDS = 30

const ADDRESS = EVM_ADDRESS_PATTERN
const TX_HASH = TRANSACTION_HASH_PATTERN
const TOKEN_ID = TOKEN_ID_PATTERN
const BLOCK = '[0-9]{1,20}'
const COLON = '(:|%3[Aa])'
// What URLSearchParams writes for a date the filter bar sends: YYYY-MM-DD, optionally with a time and a zone.
const DATE = `[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}${COLON}[0-9]{2}(${COLON}[0-9]{2}([.][0-9]{1,3})?)?(Z|(%2[Bb]|-)[0-9]{2}${COLON}[0-9]{2})?)?`
const LIMIT = '([1-9]|[1-9][0-9]|100)'
// The Solana pairs operation documents 1 to SOLANA_PAIRS_MAX_LIMIT (50).
const SOLANA_PAIRS_LIMIT = '([1-9]|[1-4][0-9]|50)'
// The service's cursors are opaque tokens (JWTs today); anything URL-safe or percent-encoded, within reason.
const CURSOR = '[A-Za-z0-9._~%+-]{1,4096}'
const BOOLEAN = '(true|false)'

/** An API chain name as a query value: URLSearchParams writes its spaces as `+`. */
function chainValues(names: readonly string[]): string {
  return `(${names.map((name) => name.replace(/ /g, '(%20|[+])')).join('|')})`
}

const GENERAL_CHAIN = chainValues(chainsFor('general').map((chain) => chain.apiChain))
const COLLECTION_CHAIN = chainValues(chainsFor('collection').map((chain) => chain.apiChain))
const TRENDING_CHAIN = chainValues(TRENDING_CHAINS.map((chain) => chain.apiChain))

const RANGE_QUERY = { from_block: BLOCK, to_block: BLOCK, from_date: DATE, to_date: DATE, order: '(ASC|DESC)', limit: LIMIT, cursor: CURSOR }

/**
 * Long enough for a page to take the answer its head asked for (server/link-preview/early-requests.ts): at
 * max-age=0 the browser asks again before it hands the preloaded answer to the app.
 */
const PAGE_LOAD_SECONDS = 5

const LIST: CachePolicy = {
  seconds: 15,
  browserSeconds: PAGE_LOAD_SECONDS,
  staleWhileRevalidate: 60,
  why: 'a newest-first list grows with every block, but a crowd arriving within seconds can share one answer',
}

/**
 * The top-movers board refreshes every DEFAULT_REFRESH_SECONDS by default: every reader can share one answer per half
 * of that, so a board is never more than one refresh behind.
 */
const BOARD: CachePolicy = {
  seconds: DEFAULT_REFRESH_SECONDS / 2,
  browserSeconds: PAGE_LOAD_SECONDS,
  staleWhileRevalidate: DEFAULT_REFRESH_SECONDS,
  why: `prices move all the time and the board refreshes every ${DEFAULT_REFRESH_SECONDS} s, but every reader can share one answer per half of that`,
}

export const ALLOW_LIST: Record<OperationName, OperationRule> = {
  'erc20-transfers': {
    params: { address: ADDRESS },
    query: { chain: GENERAL_CHAIN, ...RANGE_QUERY },
    required: ['chain'],
    cache: LIST,
  },
  'nft-transfers': {
    params: { address: ADDRESS },
    query: { chain: GENERAL_CHAIN, ...RANGE_QUERY, 'contract_addresses(%5[Bb]|[[])[0-9]{1,3}(%5[Dd]|])': ADDRESS, format: '(decimal|hex)' },
    required: ['chain'],
    cache: LIST,
  },
  nft: {
    params: { address: ADDRESS, tokenId: TOKEN_ID },
    query: { chain: GENERAL_CHAIN, format: '(decimal|hex)', normalizeMetadata: BOOLEAN, media_items: BOOLEAN },
    required: ['chain'],
    cache: {
      seconds: 300,
      browserSeconds: 60,
      staleWhileRevalidate: 3600,
      why: 'metadata changes rarely, but the owner and the last sale change with each trade',
    },
  },
  'nft-collection': {
    params: { address: ADDRESS },
    query: { chain: COLLECTION_CHAIN, include_prices: BOOLEAN },
    required: ['chain'],
    cache: {
      seconds: 3600,
      browserSeconds: 300,
      staleWhileRevalidate: 86_400,
      why: 'a collection’s name, logo and links change rarely',
    },
  },
  transaction: {
    params: { hash: TX_HASH },
    query: { chain: GENERAL_CHAIN, include: 'internal_transactions' },
    required: ['chain'],
    cache: {
      seconds: 86_400,
      browserSeconds: 86_400,
      staleWhileRevalidate: 0,
      why: 'the service indexes mined transactions only, and a mined transaction does not change',
    },
  },
  'top-movers': {
    params: {},
    query: {},
    required: [],
    cache: BOARD,
  },
  // src/api/market-board.ts sends `limit` always and `chain` when the board is narrowed to one.
  'trending-tokens': {
    params: {},
    query: { chain: TRENDING_CHAIN, limit: LIMIT },
    required: ['limit'],
    cache: BOARD,
  },
  'solana-pairs': {
    params: { network: `(${SOLANA_NETWORKS.join('|')})`, address: SOLANA_ADDRESS_PATTERN },
    query: { limit: SOLANA_PAIRS_LIMIT, cursor: CURSOR },
    required: [],
    cache: LIST,
  },
  'rpc-transaction': {
    params: {
      chain: `(${RPC_CHAINS.filter((chain) => !chain.retiredOn)
        .map((chain) => chain.rpcName)
        .join('|')})`,
    },
    query: {},
    required: [],
    cache: {
      seconds: 600,
      browserSeconds: 600,
      staleWhileRevalidate: 0,
      why:
        'a block hash pins the block, so its transaction at an index does not change; but a 200 may carry a JSON-RPC error, ' +
        'or null from a node that has not seen the block yet, which nginx cannot tell apart, so it is kept ten minutes, not for good',
    },
  },
}

/** The same-origin path each base is proxied under (src/config.ts PROXY_BASES; EVM with its API version). */
export const PROXY_PATHS = { evm: '/proxy/evm/api/v2.2', solana: '/proxy/solana', rpc: '/proxy/rpc' } as const

/** A pattern for the whole request target (path and query, as sent) that the operation accepts. */
export function operationPattern(name: OperationName): string {
  const { base, path } = OPERATIONS[name]
  const rule = ALLOW_LIST[name]
  const pathPattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(${rule.params[segment.slice(1)]})` : segment.replace(/[.]/g, '[.]')))
    .join('/')
  const prefix = PROXY_PATHS[base].replace(/[.]/g, '[.]')
  return `^${prefix}${pathPattern}${queryPattern(rule)}$`
}

function queryPattern({ query, required }: OperationRule): string {
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

const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[]
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
