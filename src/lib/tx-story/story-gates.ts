import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { DecodedArgument } from '@/lib/abi-decode/decoded-value'
import type { Knowledge } from './knowledge'
import type { KnowledgeRole } from './knowledge-roles.gen'
import { storyIn, type Story, type StoryGate } from './story'
import { callSignatureOf, gateFactsOf } from './story-events'
import { GATED_STORY_MODULES } from './story-gates.gen'

export type GatedStoryName = keyof typeof GATED_STORY_MODULES

/** Every gated story's gate, by its file, as story-gates.gen.json holds them. */
export type GateTable = Readonly<Record<GatedStoryName, StoryGate>>

const GATED_NAMES = Object.keys(GATED_STORY_MODULES) as GatedStoryName[]

/** A gated story's module, loaded: a chunk of its own. */
export const loadGatedStory = async (name: GatedStoryName): Promise<Story> => storyIn(await GATED_STORY_MODULES[name]())

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function storedNames(value: unknown): RegExp[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) throw new Error('a gate’s names are not a list')
  return value.map((pattern: unknown) => {
    if (!isRecord(pattern) || typeof pattern.source !== 'string' || typeof pattern.flags !== 'string') throw new Error('a gate’s name is not a pattern')
    return new RegExp(pattern.source, pattern.flags)
  })
}

function storedList<T extends string>(value: unknown, what: string): T[] | undefined {
  if (value === undefined) return undefined
  if (!isStrings(value)) throw new Error(`a gate’s ${what} are not a list of names`)
  return value as T[]
}

/**
 * The gate table from story-gates.gen.json as it was fetched: every gated story's gate, or an error when any is
 * missing or not of a gate's shape (then no gated story loads, and the flows name the line).
 */
export function gateTableOf(stored: unknown): GateTable {
  if (!isRecord(stored)) throw new Error('the story gates are not a table')
  const table = {} as Record<GatedStoryName, StoryGate>
  for (const name of GATED_NAMES) {
    const gate = stored[name]
    if (!isRecord(gate) || !isStrings(gate.events)) throw new Error(`the story gates lack ${name}’s`)
    table[name] = {
      events: gate.events,
      calls: storedList(gate.calls, 'calls'),
      names: storedNames(gate.names),
      parties: storedList(gate.parties, 'parties'),
      roles: storedList<KnowledgeRole>(gate.roles, 'roles'),
    }
  }
  return table
}

/**
 * What a gate reads: the names and signatures of the events the index decoded, the call it decoded (its name, and its
 * signature from its arguments' types), the transaction's sender and recipient in lower case, and the role the
 * published lists give the recipient.
 */
export interface GateFacts {
  events: readonly { name: string; signature: string }[]
  call: { name: string; args: readonly DecodedArgument[] } | null
  parties: readonly string[]
  roles: readonly KnowledgeRole[]
}

/** Whether the transaction logs an event, makes a call, or has a sender or recipient the gate needs. */
export function gateOpen(gate: StoryGate, { events, call, parties, roles }: GateFacts): boolean {
  const named = (value: string) => gate.names?.some((pattern) => pattern.test(value)) ?? false
  const called = (value: string | null) => value !== null && (gate.calls?.includes(value) ?? false)
  return (
    (call !== null && (called(call.name) || called(callSignatureOf(call)) || named(call.name))) ||
    parties.some((party) => gate.parties?.includes(party)) ||
    roles.some((role) => gate.roles?.includes(role)) ||
    events.some((event) => gate.events.includes(event.name) || gate.events.includes(event.signature) || named(event.name))
  )
}

/** The gated stories a transaction may need, in a fixed order. */
export function gatedStoriesFor(gates: GateTable, facts: GateFacts): GatedStoryName[] {
  return GATED_NAMES.filter((name) => gateOpen(gates[name], facts))
}

/**
 * The gated stories this transaction's decoded events and call, sender and recipient, and what the lists say of the
 * recipient, may need: what the page loads, and caches them under.
 */
export function gatedStoriesOf(
  gates: GateTable,
  tx: Pick<Transaction, 'logs' | 'from_address' | 'to_address'>,
  decoded: DecodedTransaction | null,
  known: Knowledge | null,
): GatedStoryName[] {
  return gatedStoriesFor(gates, gateFactsOf(tx, decoded, known))
}
