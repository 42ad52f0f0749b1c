import { chainsFor, RPC_CHAINS, SOLANA_NETWORKS, TRENDING_CHAINS, type ChainSet } from '@/chains'
import { EVM_ADDRESS_PATTERN } from '@/lib/values/evm-address'
import { SOLANA_ADDRESS_PATTERN } from '@/lib/values/solana-address'
import { TRANSACTION_HASH_PATTERN } from '@/lib/values/transaction-hash'

/**
 * The formats an operation's params may take, as the browser sends them (URL-encoded), for the declarations' `params`
 * and `query`. They use no backslash, so they mean the same in JavaScript and in nginx's PCRE.
 */
export const ADDRESS = EVM_ADDRESS_PATTERN
export const TX_HASH = TRANSACTION_HASH_PATTERN
export const SOLANA_ADDRESS = SOLANA_ADDRESS_PATTERN
export const SOLANA_NETWORK = `(${SOLANA_NETWORKS.join('|')})`
export const BLOCK = '[0-9]{1,20}'
const COLON = '(:|%3[Aa])'
// What URLSearchParams writes for a date the filter bar sends: YYYY-MM-DD, optionally with a time and a zone.
export const DATE = `[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}${COLON}[0-9]{2}(${COLON}[0-9]{2}([.][0-9]{1,3})?)?(Z|(%2[Bb]|-)[0-9]{2}${COLON}[0-9]{2})?)?`
export const LIMIT = '([1-9]|[1-9][0-9]|100)'
// The service's cursors are opaque tokens (JWTs today); anything URL-safe or percent-encoded, within reason.
export const CURSOR = '[A-Za-z0-9._~%+-]{1,4096}'
export const BOOLEAN = '(true|false)'
export const TOKEN_ID_FORMAT = '(decimal|hex)'

/** An API chain name as a query value: URLSearchParams writes its spaces as `+`. */
function chainValues(names: readonly string[]): string {
  return `(${names.map((name) => name.replace(/ /g, '(%20|[+])')).join('|')})`
}

/** The `chain` query value of an operation that takes a chain set (src/chains.ts). */
export function chainsOf(set: ChainSet): string {
  return chainValues(chainsFor(set).map((chain) => chain.apiChain))
}

export const TRENDING_CHAIN = chainValues(TRENDING_CHAINS.map((chain) => chain.apiChain))

export const RPC_CHAIN = `(${RPC_CHAINS.filter((chain) => !chain.retiredOn)
  .map((chain) => chain.rpcName)
  .join('|')})`

/** The range filters of a transfers list (src/lib/range-filters.ts), a page size and a cursor. */
export const RANGE_QUERY = { from_block: BLOCK, to_block: BLOCK, from_date: DATE, to_date: DATE, order: '(ASC|DESC)', limit: LIMIT, cursor: CURSOR }
