import { findEvmChain, isSolanaNetwork, type ChainSet } from '@/chains'
import type { WatchTarget } from './watch-target'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'
import { solanaAddressProblem } from '@/lib/values/solana-address'
import { anyTokenIdProblem } from '@/lib/values/token-id'
import { transactionHashProblem } from '@/lib/values/transaction-hash'

export const LABEL_MAX_LENGTH = 200

// Checked by hand rather than with the app's schema library: the watchlist is read on the home page, whose first
// script would otherwise carry that library.

/** A field's check: the problem with the value, or null when it is good. */
type Check = (value: unknown) => string | null

const textField =
  (name: string, good: (value: string) => boolean, problem: string): Check =>
  (value) =>
    typeof value !== 'string' ? `${name} is missing` : good(value) ? null : problem

/** A field whose value has its own parser in src/lib/values, worded as everywhere else. */
const valueField =
  (name: string, problem: (value: string) => string | null): Check =>
  (value) =>
    typeof value !== 'string' ? `${name} is missing` : problem(value)

const label: Check = (value) =>
  typeof value !== 'string' || value === ''
    ? 'the label is empty'
    : value.length > LABEL_MAX_LENGTH
      ? `the label is longer than ${LABEL_MAX_LENGTH} characters`
      : null
const addedAt = textField('addedAt', (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'addedAt is not an ISO 8601 time')
const chainOf = (set: ChainSet) => textField('the chain', (value) => findEvmChain(value, set)?.slug === value, 'the chain is not one Chainview shows')
const evmAddress = valueField('the address', evmAddressProblem)

const entryFields: Record<WatchTarget['kind'], Record<string, Check>> = {
  transaction: { chain: chainOf('general'), hash: valueField('the hash', transactionHashProblem) },
  token: { chain: chainOf('general'), address: evmAddress },
  wallet: { chain: chainOf('general'), address: evmAddress },
  collection: { chain: chainOf('collection'), address: evmAddress },
  nft: {
    chain: chainOf('general'),
    address: evmAddress,
    tokenId: valueField('the token id', anyTokenIdProblem),
  },
  'solana-pairs': {
    network: textField('the network', isSolanaNetwork, 'the network is not mainnet or devnet'),
    address: valueField('the address', solanaAddressProblem),
  },
}

export type WatchEntry = WatchTarget & { label: string; addedAt: string }

/** One entry checked, or the reason it cannot be kept. Only the entry's own fields are kept. */
export function parseEntry(value: unknown): { entry: WatchEntry } | { problem: string } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const kind = record.kind
  if (typeof kind !== 'string' || !Object.hasOwn(entryFields, kind)) {
    return { problem: `“${String(kind).slice(0, 40)}” is not a kind of view that can be watched` }
  }
  const fields: Record<string, Check> = { ...entryFields[kind as WatchTarget['kind']], label, addedAt }
  const problems = Object.entries(fields).flatMap(([name, check]) => check(Object.hasOwn(record, name) ? record[name] : undefined) ?? [])
  if (problems.length > 0) return { problem: problems.join('; ') }
  const entry = Object.fromEntries([['kind', kind], ...Object.keys(fields).map((name) => [name, record[name]])])
  return { entry: entry as WatchEntry }
}
