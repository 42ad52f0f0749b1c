import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { Knowledge } from './knowledge'
import type { KnowledgeRole } from './knowledge-roles.gen'
import type { StoryGate } from './story'
import { gateFactsOf } from './story-events'
import { GATED_STORIES } from './story-gates.gen'

export { GATED_STORIES }

export type GatedStoryName = keyof typeof GATED_STORIES

const GATED_NAMES = Object.keys(GATED_STORIES) as GatedStoryName[]

/**
 * What a gate reads: the names and signatures of the events the index decoded, the name of the call it decoded, the
 * transaction's sender and recipient in lower case, and the role the published lists give the recipient.
 */
export interface GateFacts {
  events: readonly { name: string; signature: string }[]
  callName: string | null
  parties: readonly string[]
  roles: readonly KnowledgeRole[]
}

/** Whether the transaction logs an event, makes a call, or has a sender or recipient the gated story needs. */
export function gateOpen(name: GatedStoryName, { events, callName, parties, roles }: GateFacts): boolean {
  const gate: StoryGate = GATED_STORIES[name]
  const named = (value: string) => gate.names?.some((pattern) => pattern.test(value)) ?? false
  return (
    (callName !== null && ((gate.calls?.includes(callName) ?? false) || named(callName))) ||
    parties.some((party) => gate.parties?.includes(party)) ||
    roles.some((role) => gate.roles?.includes(role)) ||
    events.some((event) => gate.events.includes(event.name) || gate.events.includes(event.signature) || named(event.name))
  )
}

/** The gated stories a transaction may need, in a fixed order. */
export function gatedStoriesFor(facts: GateFacts): GatedStoryName[] {
  return GATED_NAMES.filter((name) => gateOpen(name, facts))
}

/**
 * The gated stories this transaction's decoded events and call, sender and recipient, and what the lists say of the
 * recipient, may need: what the page loads, and caches them under.
 */
export function gatedStoriesOf(
  tx: Pick<Transaction, 'logs' | 'from_address' | 'to_address'>,
  decoded: DecodedTransaction | null,
  known: Knowledge | null,
): GatedStoryName[] {
  return gatedStoriesFor(gateFactsOf(tx, decoded, known))
}
