import { findEvmChain, findRpcChain, RPC_CHAINS, type RpcChain } from '@/chains'

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
