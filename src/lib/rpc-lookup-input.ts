import { findEvmChain, findRpcChain, RPC_CHAINS, type RpcChain } from '@/chains'

/** hexutil.Uint on the node side: a position in a block never comes near this. */
const MAX_INDEX = 2n ** 32n - 1n

/** A transaction index typed as decimal ("12") or 0x hex ("0xc"); null when it is neither. */
export function parseTxIndex(value: string): bigint | null {
  const trimmed = value.trim()
  if (!/^(\d{1,10}|0x[0-9a-f]{1,8})$/i.test(trimmed)) return null
  const index = BigInt(trimmed)
  return index <= MAX_INDEX ? index : null
}

export function indexProblem(value: string): string | null {
  return parseTxIndex(value) === null ? `“${value.slice(0, 40)}” is not a transaction index (a whole number like 12, or hex like 0xc)` : null
}

export function blockHashProblem(value: string): string | null {
  return /^0x[0-9a-f]{64}$/i.test(value.trim()) ? null : `“${value.slice(0, 80)}” is not a block hash (0x and 64 hex digits)`
}

/** The index as the JSON-RPC call carries it: a hex quantity without leading zeros. */
export function hexQuantity(value: bigint): string {
  return `0x${value.toString(16)}`
}

/**
 * The RPC operation's chain for a URL segment: its own name ("amoy"), or the EVM slug or hex id of the same chain
 * ("polygon-amoy", "0x13882"), which the header's chain picker writes.
 */
export function resolveRpcChain(value: string): RpcChain | null {
  const byName = findRpcChain(value)
  if (byName) return byName
  const evm = findEvmChain(value)
  return evm ? (RPC_CHAINS.find((chain) => chain.evmSlug === evm.slug) ?? null) : null
}
