import { ROLE_NAMES, type KnowledgeRole } from './knowledge-roles.gen'
/**
 * What the stories know of a contract, generated from published deployment lists (scripts/build-story-knowledge.mjs)
 * and shipped as JSON shards. Protocol names here are ours (from the packages), not from the transaction's data.
 */
export type KnownContract =
  /** a contract named by its protocol alone (a pool, a gateway, an EntryPoint, a messenger): every role with no shape of its own below */
  { protocol: string; role: Exclude<KnowledgeRole, DetailedContract['role']> } | DetailedContract

/** The contracts whose entries say more than their protocol, a shape for each of their roles. */
type DetailedContract =
  | { protocol: string; role: 'bridge'; destination: { id: number; name: string } }
  /** a child chain's native-coin contract (Polygon's MRC20): its `withdraw` bridges the coin to `destination`, and it logs each transaction's fee */
  | { protocol: string; role: 'bridge-native-token'; destination: { id: number; name: string } }
  | { protocol: string; role: 'receipt-token' | 'debt-token'; underlying: string; decimals: number }
  /** a market that takes and lends one asset and keeps the balances itself: a Compound cToken or Comet; `underlying: null` is the native coin */
  | { protocol: string; role: 'lending-market'; name: string; underlying: string | null; decimals: number }
  | { protocol: null; role: 'token'; token: { symbol: string; decimals: number } }
  /** a chain by its id, under the key `chain:<id>` */
  | { protocol: null; role: 'chain'; name: string }
  /** a mainnet chain by its CCTP domain id, under the key `cctp-domain:<id>` */
  | { protocol: null; role: 'cctp-domain'; name: string }
  /** a mainnet chain by its Wormhole chain id, under the key `wormhole-chain:<id>` */
  | { protocol: null; role: 'wormhole-chain'; name: string }
  /** a mainnet chain by its LayerZero v1 chain id or v2 endpoint id, under the key `layerzero-chain:<id>` */
  | { protocol: null; role: 'layerzero-chain'; name: string }

export type KnowledgeShard = Readonly<Record<string, KnownContract>>

/** Which contract an address is, on the transaction's chain; null when no published list names it. */
export type Knowledge = (address: string | null) => KnownContract | null

export const NO_KNOWLEDGE: Knowledge = () => null

/** A shape above for a role no knowledge source declares (./knowledge-roles.gen.ts) fails to compile here. */
type SameRoles<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
export const ROLES_MATCH: SameRoles<KnownContract['role'], KnowledgeRole> = true

/** A contract's name as the line shows it ("Aave V3: Pool", "Base bridge"); null for tokens, which go by symbol. */
export function contractNameOf(entry: KnownContract | null): string | null {
  if (!entry || entry.protocol === null || entry.role === 'receipt-token' || entry.role === 'debt-token') return null
  if (entry.role === 'lending-market') return `${entry.protocol}: ${entry.name}`
  const role = ROLE_NAMES[entry.role]
  return role ? `${entry.protocol}: ${role}` : entry.protocol
}
