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

/** A kind of transaction: a rule that tells it when all its evidence is there, and says nothing otherwise. */
export interface Story {
  kind: string
  tell: (evidence: Evidence) => StoryLine | null
}
