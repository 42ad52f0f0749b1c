import type { Address } from 'viem'
import { findEvmChain } from '../../../chains'
import type { KnownContract, KnowledgeShard } from '../knowledge'
import type { KnowledgeRole } from '../knowledge-roles.gen'
import { chainShardNames } from '../knowledge-shards'

/**
 * A contract a case needs, described as the knowledge describes it: its role, and whatever of its entry tells it apart
 * (its protocol, a market's name, a receipt token's underlying), on a chain as the API names it (Ethereum when absent).
 */
export type ContractSought = { [Role in KnowledgeRole]: { role: Role; chain?: string } & Partial<EntryOf<Role>> }[KnowledgeRole]

/** What the knowledge says of a contract of this role, besides the role (one shape may serve several roles). */
type EntryOf<Role extends KnowledgeRole> = KnownContract extends infer Entry
  ? Entry extends { role: infer Roles }
    ? Role extends Roles
      ? Omit<Entry, 'role'>
      : never
    : never
  : never

/**
 * The address the knowledge lists for a contract so described, the lowest where several fit, other than those `besides`
 * (a case with two contracts the knowledge tells apart only by address: a chain's portal and its standard bridge are
 * both its "bridge"); it throws where none does.
 */
export type ListedAddress = (sought: ContractSought, besides?: readonly string[]) => Address

/** Whether an entry's value holds every part of the one sought. */
const holds = (value: unknown, sought: unknown): boolean =>
  typeof sought === 'object' && sought !== null
    ? typeof value === 'object' && value !== null && Object.entries(sought).every(([key, part]) => holds((value as Record<string, unknown>)[key], part))
    : value === sought

/** Looks contracts up in these knowledge shards (by name: `1-4`, `any`), however the environment read them. */
export function listedAddressIn(shards: ReadonlyMap<string, KnowledgeShard>): ListedAddress {
  return ({ chain: apiChain = 'eth', ...sought }, besides = []) => {
    const chain = findEvmChain(apiChain)
    if (!chain) throw new Error(`no chain "${apiChain}" to look the role "${sought.role}" up on`)
    const addresses = chainShardNames(Number(chain.id), shards.keys()).flatMap((name) =>
      Object.entries(shards.get(name) ?? {})
        .filter(([key, entry]) => key.startsWith('0x') && !besides.includes(key) && holds(entry, sought))
        .map(([key]) => key as Address),
    )
    const [lowest] = addresses.sort()
    if (lowest) return lowest
    const { role, ...rest } = sought
    const fields = Object.keys(rest).length ? ` and ${JSON.stringify(rest)}` : ''
    const others = besides.length ? ` besides ${besides.join(', ')}` : ''
    throw new Error(`the knowledge lists no contract with the role "${role}" on ${apiChain}${fields}${others}`)
  }
}
