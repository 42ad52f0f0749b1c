import { accountAction } from '../account-action'
import { actionParts } from '../action-parts'
import { addressArg, addressListArg, eventsOf, integerArg, type Evidence } from './args'
import type { ActionPart } from '../action-parts'
import type { Actor, Story } from '../story'
import { address, line, text } from './words'

const EXECUTION_SUCCESS = ['ExecutionSuccess(bytes32,uint256)']
const MODULE_EXECUTION = 'ExecutionFromModuleSuccess(address)'
const OWNER_EVENTS = { added: 'AddedOwner(address)', removed: 'RemovedOwner(address)', threshold: 'ChangedThreshold(uint256)' } as const
const PROXY_CREATION = 'ProxyCreation(address,address)'
const SAFE_SETUP = 'SafeSetup(address,address[],uint256,address,address)'

/** The owners and threshold a Safe's own events changed, in order. */
function ownerChanges(evidence: Evidence, safe: string): ActionPart[] {
  const parts: ActionPart[] = []
  for (const event of evidence.events.filter((candidate) => candidate.address === safe)) {
    const owner = addressArg(event.args, 'owner')
    if (event.signature === OWNER_EVENTS.added && owner) parts.push(text(parts.length ? ', added owner ' : 'Added owner '), address(owner))
    if (event.signature === OWNER_EVENTS.removed && owner) parts.push(text(parts.length ? ', removed owner ' : 'Removed owner '), address(owner))
    const threshold = integerArg(event.args, 'threshold')
    if (event.signature === OWNER_EVENTS.threshold && threshold !== null) parts.push(text(`${parts.length ? ', set' : 'Set'} its threshold to ${threshold}`))
  }
  return parts
}

/** The call a Safe made, from execTransaction's decoded arguments: "called transfer on 0x…". */
function innerCall(evidence: Evidence): ActionPart[] {
  const target = evidence.call ? addressArg(evidence.call.args, 'to') : null
  const data = evidence.call?.args.find((arg) => arg.name === 'data')?.value
  const nested = data?.kind === 'bytes' && data.nested?.status === 'decoded' ? data.nested.call.name : null
  if (!target) return []
  return nested ? [text('Called '), { type: 'call', name: nested }, text(' on '), address(target)] : [text('Called '), address(target)]
}

/**
 * A Safe's execTransaction that succeeded: the line speaks for the Safe. What it did is read from its own events
 * (owners, threshold) or its own net changes; failing both, the call it made.
 */
const execution = (evidence: Evidence) => {
  const safe = evidence.to?.toLowerCase()
  if (!safe || evidence.call?.name !== 'execTransaction') return null
  if (!evidence.events.some((event) => event.address === safe && EXECUTION_SUCCESS.includes(event.signature))) return null
  const actor: Actor = { address: safe, role: 'safe' }
  const owners = ownerChanges(evidence, safe)
  if (owners.length > 0) return line('safe-owners', actor, owners)
  const action = accountAction(evidence, safe)
  if (action) return line(`safe-${action.kind}`, actor, actionParts(action))
  const call = innerCall(evidence)
  return call.length > 0 ? line('safe-call', actor, call) : null
}

/**
 * A module's execution for one Safe (a payment card's spend, a role's or an allowance's transfer): whoever sent it,
 * the Safe acted, so the line speaks for it, from its own net changes. A user operation's Safe is the account
 * abstraction story's, which tells each operation.
 */
const moduleExecution = (evidence: Evidence) => {
  if (evidence.events.some((event) => event.name === 'UserOperationEvent')) return null
  const safes = new Set(eventsOf(evidence, MODULE_EXECUTION).map((event) => event.address))
  const [safe] = safes
  const action = safe && safes.size === 1 ? accountAction(evidence, safe) : null
  return safe && action ? line(`safe-${action.kind}`, { address: safe, role: 'safe' }, actionParts(action)) : null
}

/** A new Safe: the factory the deployment list names created a proxy, and the proxy's SafeSetup names its owners. */
const creation = (evidence: Evidence) => {
  const [created] = eventsOf(evidence, PROXY_CREATION).filter((event) => evidence.known(event.address)?.role === 'safe-proxy-factory')
  const proxy = created ? addressArg(created.args, 'proxy') : null
  const setup = proxy ? evidence.events.find((event) => event.address === proxy && event.signature === SAFE_SETUP) : null
  const owners = setup ? addressListArg(setup.args, 'owners') : null
  const threshold = setup ? integerArg(setup.args, 'threshold') : null
  if (!proxy || !owners || threshold === null || owners.length === 0) return null
  const ownerParts: ActionPart[] = owners.length <= 3 ? owners.flatMap((owner, index) => [text(index === 0 ? ': ' : ', '), address(owner)]) : []
  return line('safe-created', null, [
    text('Created Safe '),
    address(proxy),
    text(` with a threshold of ${threshold} of ${owners.length} owner${owners.length === 1 ? '' : 's'}`),
    ...ownerParts,
  ])
}

/**
 * Speaks when `execTransaction` and the Safe's `ExecutionSuccess`; one Safe's `ExecutionFromModuleSuccess` outside
 * a user operation, the Safe's own net changes fitting a flow rule; or the listed proxy factory's `ProxyCreation`
 * and `SafeSetup`.
 *
 * @example Safe 0x… sent / added owner … / Created Safe 0x… with a threshold of 2 of 2 owners
 */
export const safeStory: Story = {
  kind: 'safe',
  order: 70,
  gate: { events: ['ProxyCreation', MODULE_EXECUTION], calls: ['execTransaction'] },
  tell: (evidence) => (evidence.status === '0' ? null : (execution(evidence) ?? moduleExecution(evidence) ?? creation(evidence))),
}
