import type { ActionPart } from '../action-parts'
import type { Story } from '../story'
import type { Evidence } from './args'
import { address, line, text } from './words'

/** Names that say the call casts a vote: `vote`, `castVote…`, `vote_for_gauge_weights`, `voteForGauge`; not `voter`. */
const VOTE = /^(cast_?)?vote(_|[A-Z]|$)/i
/** Names that say the call registers: `register`, `registerOperator`, `register_name`. */
const REGISTER = /^register(_|[A-Z]|$)/
/** Names that say the call acts for another account than the sender: `registerFor`, `castVoteBySig`, `voteOnBehalf`. */
const FOR_ANOTHER = /(For|BySig|WithSig|Signature|Signed)(_|$)|OnBehalf|_for$|_by_sig|_on_behalf/

/** The Governor's vote events: a vote the vote story did not tell (another voter's) is not told here either. */
const GOVERNOR_VOTES = new Set(['VoteCast', 'VoteCastWithParams'])
/** Arguments by which an event names whose vote or registration it records. */
const WHOSE = new Set(['voter', 'user', 'indexer', 'operator', 'account'])

/** Whether every event naming whose act it records names the sender, and none is a Governor's vote. */
const onlyTheSendersOwn = (evidence: Evidence, from: string) =>
  evidence.events.every(
    (event) =>
      !GOVERNOR_VOTES.has(event.name) &&
      event.args.every((arg) => !WHOSE.has(arg.name) || (arg.value.kind === 'address' && arg.value.value.toLowerCase() === from)),
  )

const calledAs = (name: string): ActionPart[] => [text(' (called '), { type: 'call', name }, text(')')]

const nothingOfTheSenderMoved = (evidence: Evidence, from: string) =>
  evidence.value === 0n && !evidence.movements.some((movement) => movement.from === from || movement.to === from)

/**
 * Speaks when the sender's call, decoded by the index with no rival for its selector, is named for a vote (`vote…`,
 * `castVote…`) or a registration (`register…`), and not for another account (`…For`, `…BySig`); the transaction
 * logged an event, every event naming whose act it records (`voter`, `user`, `indexer`, …) names the sender and none
 * is a Governor's `VoteCast` (the vote story's), and nothing of the sender's moved, the coin included. The verb is the call's name's; what was
 * voted for or registered is the contract's own to say, so the line names the call. A delegation is told only from a
 * token's own delegation event (the delegation story).
 *
 * @example Voted on 0x… (called vote_for_gauge_weights) / Registered on 0x… (called register)
 */
export const namedCallStory: Story = {
  kind: 'named-call',
  order: 395,
  gate: { events: [], names: [VOTE, REGISTER] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const called = evidence.to?.toLowerCase()
    const call = evidence.call
    if (!from || !called || !call || call.otherMatches > 0 || evidence.status === '0' || evidence.logCount === 0) return null
    if (FOR_ANOTHER.test(call.name) || !nothingOfTheSenderMoved(evidence, from) || !onlyTheSendersOwn(evidence, from)) return null
    if (VOTE.test(call.name)) return line('named-call', null, [text('Voted on '), address(called), ...calledAs(call.name)])
    if (REGISTER.test(call.name)) return line('named-call', null, [text('Registered on '), address(called), ...calledAs(call.name)])
    return null
  },
}
