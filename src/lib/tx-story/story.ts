import type { ActionPart } from './action-parts'
import type { Evidence } from './evidence'

/**
 * Whose line it is. The sender needs no name (the page shows it beside the line); any other account the
 * transaction acted through is named before the verb: "Safe 0xbd4b…8fae sent …".
 */
export type ActorRole = 'sender' | 'safe' | 'smart-account' | 'trader' | 'contract'

export interface Actor {
  address: string
  role: ActorRole
}

/** One story's telling: its kind, whose it is, and the words in parts (the first part starts with the verb). */
export interface StoryLine {
  kind: string
  actor: Actor | null
  parts: ActionPart[]
  /** spam is flagged, a failure marked */
  tone?: 'failed' | 'spam'
}

/**
 * The events (by name) or calls without one of which a story cannot tell: each name is one its own signatures start
 * with, so an open gate is necessary, never sufficient. A gated story is a chunk of its own, loaded only for a
 * transaction that logs one of the events or makes one of the calls.
 */
export interface StoryGate {
  events: readonly string[]
  calls?: readonly string[]
}

/** A kind of transaction: a rule that tells it when all its evidence is there, and says nothing otherwise. */
export interface Story {
  kind: string
  /** Its place among the stories, lowest tried first; the first that tells names the line (docs/transaction-stories.md). */
  order: number
  gate?: StoryGate
  tell: (evidence: Evidence) => StoryLine | null
}
