import * as z from 'zod/mini'
import { findEvmChain, type ChainSet } from '@/chains'
import { isEvmAddress, isSolanaAddress, isTxHash } from '@/lib/validate'
import { TOKEN_ID } from './token-id-pattern'
import type { WatchTarget } from './watch-target'

export const LABEL_MAX_LENGTH = 200

const label = z.string().check(z.minLength(1, 'the label is empty'), z.maxLength(LABEL_MAX_LENGTH, `the label is longer than ${LABEL_MAX_LENGTH} characters`))
const addedAt = z.string().check(z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'addedAt is not an ISO 8601 time'))

function chainOf(set: ChainSet) {
  return z.string().check(z.refine((value) => findEvmChain(value, set)?.slug === value, 'the chain is not one Chainview shows'))
}

const evmAddress = z.string().check(z.refine(isEvmAddress, 'the address is not 0x and 40 hex digits'))
const common = { label, addedAt }

const entrySchemas = {
  transaction: z.object({
    kind: z.literal('transaction'),
    chain: chainOf('general'),
    hash: z.string().check(z.refine(isTxHash, 'the hash is not 0x and 64 hex digits')),
    ...common,
  }),
  token: z.object({ kind: z.literal('token'), chain: chainOf('general'), address: evmAddress, ...common }),
  wallet: z.object({ kind: z.literal('wallet'), chain: chainOf('general'), address: evmAddress, ...common }),
  collection: z.object({ kind: z.literal('collection'), chain: chainOf('collection'), address: evmAddress, ...common }),
  nft: z.object({
    kind: z.literal('nft'),
    chain: chainOf('general'),
    address: evmAddress,
    tokenId: z.string().check(z.regex(TOKEN_ID, 'the token id is not a whole number')),
    ...common,
  }),
  'solana-pairs': z.object({
    kind: z.literal('solana-pairs'),
    network: z.enum(['mainnet', 'devnet'], 'the network is not mainnet or devnet'),
    address: z.string().check(z.refine(isSolanaAddress, 'the address is not a Solana address')),
    ...common,
  }),
}

export type WatchEntry = WatchTarget & { label: string; addedAt: string }

/** One entry checked, or the reason it cannot be kept. */
export function parseEntry(value: unknown): { entry: WatchEntry } | { problem: string } {
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined
  if (typeof kind !== 'string' || !Object.hasOwn(entrySchemas, kind)) {
    return { problem: `“${String(kind).slice(0, 40)}” is not a kind of view that can be watched` }
  }
  const result = entrySchemas[kind as keyof typeof entrySchemas].safeParse(value)
  if (result.success) return { entry: result.data as WatchEntry }
  return { problem: result.error.issues.map((issue) => issue.message).join('; ') }
}
