import { hexToString, isHex } from 'viem'
import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { addressArg, bytesArg, eventsOf, soleEventOfCalled, type Evidence, type StoryEvent } from './args'
import { address, line, text, untrusted } from './words'

/** ERC20Votes' and Compound-style governance tokens' `DelegateChanged`, as OpenZeppelin's IVotes declares it. */
const DELEGATE_CHANGED = 'DelegateChanged(address,address,address)'
/**
 * Aave-style governance tokens' `DelegateChanged(delegator, delegatee, delegationType)` (AAVE, stkAAVE, aAAVE, and the
 * tokens built on the same delegation), as @bgd-labs/aave-address-book's IAaveToken declares it: one for each kind of
 * power delegated, whose numbering is the token's own, so the line names no kind.
 */
const POWER_DELEGATE_CHANGED = 'DelegateChanged(address,address,uint8)'

/** A delegate registry's records (gnosis/delegate-registry), keyed by the delegator and an id: Snapshot's space. */
const SET_DELEGATE = 'SetDelegate(address,bytes32,address)'
const CLEAR_DELEGATE = 'ClearDelegate(address,bytes32,address)'
const ZERO_WORD = `0x${'0'.repeat(64)}`

/** The space a registry's id names: a short string right-padded with zeros, or every space for the zero id. */
function spaceOf(id: string | null): string | null {
  if (!id || !isHex(id) || id.length !== 66) return null
  if (id === ZERO_WORD) return ''
  const bytes = id.slice(2).replace(/(00)+$/, '')
  if (bytes.length % 2 !== 0) return null
  const name = hexToString(`0x${bytes}`)
  return /^[\x21-\x7e]+$/.test(name) ? name : null
}

/** The sender's own delegation, or its clearing, in the delegate registry it called: exactly one record of it. */
function registryDelegation(evidence: Evidence, from: string) {
  const set = soleEventOfCalled(evidence, SET_DELEGATE)
  const cleared = soleEventOfCalled(evidence, CLEAR_DELEGATE)
  const record = set ?? cleared
  if (!record || (set && cleared) || addressArg(record.args, 'delegator') !== from) return null
  const space = spaceOf(bytesArg(record.args, 'id'))
  const delegate = addressArg(record.args, 'delegate')
  if (space === null || !delegate) return null
  const where = space === '' ? [text(' in every space')] : [text(' in space '), untrusted(space, 64)]
  const registry = [text(' on '), address(record.address)]
  if (cleared) return line('delegation', null, [text('Took back its delegation'), ...where, ...registry, text(' from '), address(delegate)])
  return line('delegation', null, [text('Delegated its votes'), ...where, ...registry, text(' to '), address(delegate)])
}

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
 * kind of power, all name the sender and one delegatee; or one `SetDelegate`/`ClearDelegate` of a delegate registry
 * (Snapshot's) the sender called, for itself, its id a space's name or zero (every space); nothing of the sender's moved.
 *
 * @example Delegated SHU votes to 0x… / Submitted 0x…’s signed delegation of its SHU votes to 0x… / Delegated AAVE
 *   governance power to 0x… / Delegated its votes in space aave.eth on 0x… to 0x…
 */
export const delegationStory: Story = {
  kind: 'delegation',
  order: 270,
  gate: { events: ['DelegateChanged', SET_DELEGATE, CLEAR_DELEGATE] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    if (evidence.netChanges.some((entry) => entry.address === from && entry.changes.length > 0)) return null
    const changes = eventsOf(evidence, DELEGATE_CHANGED)
    const [change] = changes
    if (changes.length === 0) return powerDelegated(evidence, from) ?? registryDelegation(evidence, from)
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
