import type { Knowledge, KnowledgeShard } from './knowledge'

/** Contracts at one address on every chain (the ERC-4337 EntryPoints) sit in the shard "any". */
const ANY_CHAIN = 'any'

/** The shards that hold these addresses on a chain, given the names of the shards that exist. */
export function knowledgeShardsFor(chainId: number, addresses: Iterable<string>, existing: ReadonlySet<string>): string[] {
  const names = new Set<string>()
  if (existing.has(ANY_CHAIN)) names.add(ANY_CHAIN)
  if (existing.has(String(chainId))) names.add(String(chainId))
  else
    for (const address of addresses) {
      const name = `${chainId}-${address.slice(2, 3).toLowerCase()}`
      if (existing.has(name)) names.add(name)
    }
  return [...names].sort()
}

/** Of these shard names, every one of a chain's, and those of every chain. */
export const chainShardNames = (chainId: number, names: Iterable<string>): string[] =>
  [...names].filter((name) => name === ANY_CHAIN || name === String(chainId) || name.startsWith(`${chainId}-`))

/** A lookup over the loaded shards. */
export function knowledgeOf(shards: readonly KnowledgeShard[]): Knowledge {
  return (address) => {
    if (!address) return null
    const key = address.toLowerCase()
    for (const shard of shards) {
      const entry = shard[key]
      if (entry) return entry
    }
    return null
  }
}
