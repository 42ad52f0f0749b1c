/**
 * What the stories know of a contract, generated from published deployment lists (scripts/build-story-knowledge.mjs)
 * and shipped as JSON shards. Protocol names here are ours (from the packages), not from the transaction's data.
 */
export type KnownContract =
  | { protocol: string; role: 'lending-pool' | 'lending-gateway' | 'entry-point' | 'multisend' | 'safe-singleton' | 'safe-proxy-factory' }
  | { protocol: string; role: 'bridge'; destination: { id: number; name: string } }
  | { protocol: string; role: 'receipt-token' | 'debt-token'; underlying: string; decimals: number }
  | { protocol: null; role: 'token'; token: { symbol: string; decimals: number } }
  /** a chain by its id, under the key `chain:<id>` */
  | { protocol: null; role: 'chain'; name: string }

export type KnowledgeShard = Readonly<Record<string, KnownContract>>

/** Which contract an address is, on the transaction's chain; null when no published list names it. */
export type Knowledge = (address: string | null) => KnownContract | null

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

export const NO_KNOWLEDGE: Knowledge = () => null

const ROLE_NAMES: Partial<Record<KnownContract['role'], string>> = {
  'lending-pool': 'Pool',
  'lending-gateway': 'WETH gateway',
  multisend: 'MultiSend',
  'safe-singleton': 'Singleton',
  'safe-proxy-factory': 'Proxy factory',
}

/** A contract's name as the line shows it ("Aave V3: Pool", "Base bridge"); null for tokens, which go by symbol. */
export function contractNameOf(entry: KnownContract | null): string | null {
  if (!entry || entry.protocol === null || entry.role === 'receipt-token' || entry.role === 'debt-token') return null
  const role = ROLE_NAMES[entry.role]
  return role ? `${entry.protocol}: ${role}` : entry.protocol
}

/** A chain's name by its id ("OP Mainnet" for 10), from viem's chain definitions; null for an id it does not define. */
export function chainNameOf(known: Knowledge, chainId: bigint): string | null {
  const entry = known(`chain:${chainId}`)
  return entry?.role === 'chain' ? entry.name : null
}
