import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { addressArg, eventsOf, type Evidence, type StoryEvent } from './args'
import { address, line, text } from './words'

/** ERC20Votes' and Compound-style governance tokens' `DelegateChanged`, as OpenZeppelin's IVotes declares it. */
const DELEGATE_CHANGED = 'DelegateChanged(address,address,address)'
/**
 * Aave-style governance tokens' `DelegateChanged(delegator, delegatee, delegationType)` (AAVE, stkAAVE, aAAVE, and the
 * tokens built on the same delegation), as @bgd-labs/aave-address-book's IAaveToken declares it: one for each kind of
 * power delegated, whose numbering is the token's own, so the line names no kind.
 */
const POWER_DELEGATE_CHANGED = 'DelegateChanged(address,address,uint8)'

/**
 * A delegation the holder signed and another submitted: the token's own `delegateBySig(delegatee, …)` call, naming the
 * delegate its `DelegateChanged` names.
 */
function bySignature(evidence: Evidence, change: StoryEvent, delegator: string, delegate: string) {
  const [delegatee] = evidence.call?.args ?? []
  if (evidence.call?.name !== 'delegateBySig' || change.address !== evidence.to || delegatee?.value.kind !== 'address') return null
  if (delegatee.value.value.toLowerCase() !== delegate || delegate === ZERO_ADDRESS) return null
  const token = { type: 'token', token: change.address } as const
  const to = delegate === delegator ? [text(' to itself')] : [text(' to '), address(delegate)]
  return line('delegation', null, [text('Submitted '), address(delegator), text('’s signed delegation of its '), token, text(' votes'), ...to])
}

/**
 * The sender's own `delegate`/`delegateByType` call to a token that logged a power delegation for each kind it moved,
 * every one by the sender, to one delegatee (the zero address: the delegation taken back).
 */
function powerDelegated(evidence: Evidence, from: string) {
  const changes = eventsOf(evidence, POWER_DELEGATE_CHANGED)
  const token = evidence.to?.toLowerCase()
  const delegates = new Set(changes.map((change) => addressArg(change.args, 'delegatee')))
  const [delegate] = delegates
  if (changes.length === 0 || !token || !/^delegate(ByType)?$/.test(evidence.call?.name ?? '') || delegates.size !== 1 || !delegate) return null
  if (changes.some((change) => change.address !== token || addressArg(change.args, 'delegator') !== from)) return null
  const power = [{ type: 'token', token } as const, text(' governance power')]
  if (delegate === ZERO_ADDRESS || delegate === from) return line('delegation', null, [text('Took back the delegation of its '), ...power])
  return line('delegation', null, [text('Delegated '), ...power, text(' to '), address(delegate)])
}

/**
 * Speaks when one `DelegateChanged` by the sender (the emitting token names the votes), or by another holder for
 * the sender's `delegateBySig` call to that token naming the same delegate; or the sender's `delegate`/`delegateByType`
 * call to an Aave-style governance token whose `DelegateChanged(delegator, delegatee, delegationType)`, one for each
 * kind of power, all name the sender and one delegatee; nothing of the sender's moved.
 *
 * @example Delegated SHU votes to 0x… / Submitted 0x…’s signed delegation of its SHU votes to 0x… / Delegated AAVE
 *   governance power to 0x…
 */
export const delegationStory: Story = {
  kind: 'delegation',
  order: 270,
  gate: { events: ['DelegateChanged'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    if (evidence.netChanges.some((entry) => entry.address === from && entry.changes.length > 0)) return null
    const changes = eventsOf(evidence, DELEGATE_CHANGED)
    const [change] = changes
    if (changes.length === 0) return powerDelegated(evidence, from)
    if (!change || changes.length !== 1) return null
    const delegator = addressArg(change.args, 'delegator')
    const delegate = addressArg(change.args, 'toDelegate')
    if (!delegator || !delegate || evidence.netChanges.some((entry) => entry.address === from && entry.changes.length > 0)) return null
    const token = { type: 'token', token: change.address } as const
    if (delegator !== from) return bySignature(evidence, change, delegator, delegate)
    if (delegate === ZERO_ADDRESS) return line('delegation', null, [text('Withdrew the delegation of its '), token, text(' votes')])
    if (delegate === from) return line('delegation', null, [text('Delegated its '), token, text(' votes to itself')])
    return line('delegation', null, [text('Delegated '), token, text(' votes to '), address(delegate)])
  },
}
