import type { ActionPart } from '../action-parts'
import type { AssetChange } from '../net-changes'
import type { Actor, StoryLine } from '../story'

/** Small builders for a story's words, so each story file reads as its sentence. */
export const text = (value: string): ActionPart => ({ type: 'text', text: value })
export const amounts = (changes: AssetChange[]): ActionPart => ({ type: 'amounts', changes })
export const address = (value: string): ActionPart => ({ type: 'address', address: value })
export const untrusted = (value: string, maxLength: number): ActionPart => ({ type: 'untrusted', text: value, maxLength })

export const line = (kind: string, actor: Actor | null, parts: ActionPart[], tone?: StoryLine['tone']): StoryLine =>
  tone ? { kind, actor, parts, tone } : { kind, actor, parts }

/** The sender as actor, or the account the transaction acted through. */
export const actorFor = (evidence: { from: string | null }, account: string, otherwise: Actor['role']): Actor => ({
  address: account,
  role: account === evidence.from?.toLowerCase() ? 'sender' : otherwise,
})

/** The parts with their first word in lower case, to follow an actor's name: "Safe 0x… sent …". */
export const lowerFirst = (parts: readonly ActionPart[]): ActionPart[] =>
  parts.map((part, index) => (index === 0 && part.type === 'text' ? { ...part, text: part.text.charAt(0).toLowerCase() + part.text.slice(1) } : part))
