import type { ActionPart } from './action-parts'
import type { Evidence } from './evidence'
import type { KnowledgeRole } from './knowledge-roles.gen'
import type { GatedStoryName } from './story-gates'

/**
 * Whose line it is. The sender needs no name (the page shows it beside the line); any other account the
 * transaction acted through is named before the verb: "Safe 0xbd4b…8fae sent …".
 */
export type ActorRole = 'sender' | 'safe' | 'smart-account' | 'account' | 'trader' | 'contract'

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

/** The gated stories loaded for a transaction (those whose gates it opens), by file. */
export type LoadedStories = Readonly<Partial<Record<GatedStoryName, Story>>>

/**
 * The events, calls or fixed parties without one of which a story cannot tell, so an open gate is necessary, never
 * sufficient. An event is named by its name, which opens the gate for every shape of that name, or by its canonical
 * signature (`Deposit(address,address,uint256,uint256)`) where other contracts log other events of the name: WETH's
 * `Deposit` is not a vault's. A gated story is a chunk of its own, loaded only for a transaction that opens its gate.
 */
export interface StoryGate {
  events: readonly string[]
  /** a call by its name, or by its canonical signature (`execute(address,uint256,bytes)`) where other contracts name other calls so */
  calls?: readonly string[]
  /** a family of call or event names no list could hold whole (`claim…`), as the story itself matches them */
  names?: readonly RegExp[]
  /** addresses a standard fixes (EIP-7002's system contract, the zero address), one of which sends or receives it */
  parties?: readonly string[]
  /** what the published lists say the called contract is (a listed bridge): a gate read once the knowledge has come */
  roles?: readonly KnowledgeRole[]
}

/** A kind of transaction: a rule that tells it when all its evidence is there, and says nothing otherwise. */
export interface Story {
  kind: string
  /** Its place among the stories, lowest tried first; the first that tells names the line (docs/transaction-stories.md). */
  order: number
  gate?: StoryGate
  /** `loaded`: the gated stories loaded for this transaction, for a story that tells a part of it with another's words */
  tell: (evidence: Evidence, loaded?: LoadedStories) => StoryLine | null
}

/** The story a gated story's module exports (each exports one), taken by shape so the gate table need not name it. */
export function storyIn(module: object): Story {
  const story = Object.values(module).find(
    (value: unknown): value is Story => typeof value === 'object' && value !== null && 'kind' in value && 'tell' in value,
  )
  if (!story) throw new Error('a gated story’s module exports no story')
  return story
}
