import { accountAction } from '../account-action'
import { actionParts, type ActionPart } from '../action-parts'
import { addressArg, boolArg, eventsOf, type Evidence } from './args'
import { netChanges } from '../net-changes'
import type { LoadedStories, Story } from '../story'
import { revokeStory } from './revoke'
import { address, line, lowerFirst, text } from './words'

/**
 * The stories an account's own events tell, with the account as their sender (each checks its actor against it). The
 * gated ones are those the transaction's events loaded: an operation's events are the transaction's.
 */
const ACCOUNT_STORIES = ['ens', 'vote', 'attestation', 'claim', revokeStory] as const

/** The EntryPoint's event for each user operation it ran (v0.6 and v0.7 declare it alike). */
const USER_OPERATION_EVENT = 'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'

/** The flows without gas: what an account prefunds to the EntryPoint, and what the EntryPoint pays the bundler. */
function withoutGas(evidence: Evidence, entryPoint: string): Evidence {
  const moved = evidence.movements.filter((movement) => !(movement.asset.kind === 'native' && (movement.to === entryPoint || movement.from === entryPoint)))
  return { ...evidence, movements: moved, netChanges: netChanges(moved, null) }
}

/** The calls the account made, as the decoder read its execute/executeBatch: "called approve on 0x…". */
function innerCallParts(evidence: Evidence, account: string): ActionPart[] | null {
  const operation = evidence.userOperations.find((candidate) => candidate.sender.toLowerCase() === account)
  const calls = operation?.innerCalls ?? []
  const [only] = calls
  if (!only) return null
  if (calls.length > 1) return [text(`made ${calls.length} calls`)]
  const named = only.call.status === 'decoded' ? [{ type: 'call', name: only.call.call.name } satisfies ActionPart, text(' on ')] : []
  return [text('called '), ...named, address(only.to.toLowerCase())]
}

/** A bundle of one operation: its events are the account's, so a story of those events is the account's line. */
function accountStoryParts(evidence: Evidence, account: string, loaded: LoadedStories): ActionPart[] | null {
  const asAccount: Evidence = { ...evidence, from: account }
  for (const entry of ACCOUNT_STORIES) {
    const told = (typeof entry === 'string' ? loaded[entry] : entry)?.tell(asAccount)
    if (told) return lowerFirst(told.parts)
  }
  return null
}

/** What one smart account did in its user operation. */
function operationParts(evidence: Evidence, account: string, success: boolean, alone: boolean, loaded: LoadedStories): ActionPart[] {
  const prefix: ActionPart[] = [{ type: 'actor', actor: { address: account, role: 'smart-account' } }, text(' ')]
  if (!success) return [...prefix, text('failed its user operation')]
  const told = alone ? accountStoryParts(evidence, account, loaded) : null
  if (told) return [...prefix, ...told]
  const action = accountAction(evidence, account)
  if (action) return [...prefix, ...lowerFirst(actionParts(action))]
  return [...prefix, ...(innerCallParts(evidence, account) ?? [text('ran a user operation')])]
}

/**
 * Speaks when the listed EntryPoint's `UserOperationEvent`s.
 *
 * @example Smart account 0x… sent …; Smart account 0x… …
 */
export const accountAbstractionStory: Story = {
  kind: 'user-operations',
  order: 90,
  gate: { events: ['UserOperationEvent'] },
  tell: (evidence, loaded = {}) => {
    const operations = eventsOf(evidence, USER_OPERATION_EVENT).filter((event) => evidence.known(event.address)?.role === 'entry-point')
    const [first] = operations
    if (!first || evidence.status === '0') return null
    const flows = withoutGas(evidence, first.address)
    const parts = operations.flatMap((event, index) => {
      const account = addressArg(event.args, 'sender')
      const success = boolArg(event.args, 'success')
      if (!account || success === null) return []
      return [...(index > 0 ? [text('; ')] : []), ...operationParts(flows, account, success, operations.length === 1, loaded)]
    })
    if (parts.length === 0) return null
    // One account's line reads as its own; the parts carry their actors.
    return line('user-operations', null, parts)
  },
}
