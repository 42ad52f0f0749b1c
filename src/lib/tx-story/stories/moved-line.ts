import { actionParts } from '../action-parts'
import type { Evidence } from '../evidence'
import type { StoryLine } from '../story'
import { line } from './words'
import { changesOf } from '../net-changes'

/**
 * The line a story gives when it knows its event cannot tell which verb is true (Comet's `Supply` for a supply or a
 * repay): the call and what the sender surely sent and received, no verb.
 */
export function movedLine(evidence: Evidence): StoryLine {
  const from = evidence.from?.toLowerCase()
  const own = changesOf(evidence.netChanges, from)
  const sent = own.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount }))
  const received = own.filter((change) => change.amount > 0n)
  const contract = evidence.to
  const action =
    sent.length > 0 || received.length > 0
      ? ({ kind: 'moved', call: evidence.callName, contract, sent, received } as const)
      : ({ kind: 'call', call: evidence.callName, contract } as const)
  return line(action.kind, null, actionParts(action))
}
