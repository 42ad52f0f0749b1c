import { keccak256, stringToHex } from 'viem'
import { shortenHex } from '@/lib/format'
import { ZERO_ADDRESS } from '../assets'
import type { ActionPart } from '../action-parts'
import type { Story } from '../story'
import { addressArg, bytesArg, type Evidence, type StoryEvent } from './args'
import { address, line, text } from './words'

/** OpenZeppelin's Ownable, Ownable2Step, AccessControl, Pausable and ERC-1967 proxies, as @openzeppelin/contracts declares them. */
const EVENTS = {
  ownership: 'OwnershipTransferred(address,address)',
  offered: 'OwnershipTransferStarted(address,address)',
  granted: 'RoleGranted(bytes32,address,address)',
  revoked: 'RoleRevoked(bytes32,address,address)',
  upgraded: 'Upgraded(address)',
  paused: 'Paused(address)',
  unpaused: 'Unpaused(address)',
} as const

/** The calls that log them, as the same contracts name them; a ProxyAdmin's `upgrade…` names the proxy first. */
const CALLS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    renounceOwnership: [EVENTS.ownership],
    transferOwnership: [EVENTS.ownership, EVENTS.offered],
    acceptOwnership: [EVENTS.ownership],
    grantRole: [EVENTS.granted],
    revokeRole: [EVENTS.revoked],
    renounceRole: [EVENTS.revoked],
    upgradeTo: [EVENTS.upgraded],
    upgradeToAndCall: [EVENTS.upgraded],
    upgrade: [EVENTS.upgraded],
    upgradeAndCall: [EVENTS.upgraded],
    pause: [EVENTS.paused],
    unpause: [EVENTS.unpaused],
  }),
)

/** AccessControl's admin role, and the role names OpenZeppelin's wizard and documentation give, by their hash. */
const ROLE_NAMES = new Map<string, string>([
  [`0x${'0'.repeat(64)}`, 'the default admin role'],
  ...['MINTER_ROLE', 'BURNER_ROLE', 'PAUSER_ROLE', 'UPGRADER_ROLE', 'URI_SETTER_ROLE', 'SNAPSHOT_ROLE'].map((name): [string, string] => [
    keccak256(stringToHex(name)),
    name,
  ]),
])

const roleParts = (role: string): ActionPart[] => [text(ROLE_NAMES.get(role) ?? `role ${shortenHex(role)}`)]

function ownership(evidence: Evidence, event: StoryEvent, from: string, contract: string) {
  const previous = addressArg(event.args, 'previousOwner')
  const next = addressArg(event.args, 'newOwner')
  const on = [text(' ownership of '), address(contract)]
  if (!previous || !next) return null
  if (evidence.call?.name === 'acceptOwnership')
    return next === from && previous !== from ? line('ownership', null, [text('Accepted'), ...on, text(' from '), address(previous)]) : null
  if (previous !== from || next === from) return null
  if (next === ZERO_ADDRESS) return line('ownership', null, [text('Renounced'), ...on])
  return line('ownership', null, [text('Transferred'), ...on, text(' to '), address(next)])
}

function offered(event: StoryEvent, from: string, contract: string) {
  const next = addressArg(event.args, 'newOwner')
  if (addressArg(event.args, 'previousOwner') !== from || !next || next === from || next === ZERO_ADDRESS) return null
  return line('ownership', null, [text('Offered ownership of '), address(contract), text(' to '), address(next), text(', who must accept it')])
}

function role(event: StoryEvent, from: string, contract: string, granted: boolean) {
  const hash = bytesArg(event.args, 'role')?.toLowerCase()
  const account = addressArg(event.args, 'account')
  if (!hash || !account || addressArg(event.args, 'sender') !== from) return null
  const on = [text(' on '), address(contract)]
  if (granted) return line('role', null, [text('Granted '), ...roleParts(hash), ...on, text(' to '), address(account)])
  if (account === from) return line('role', null, [text('Gave up '), ...roleParts(hash), ...on])
  return line('role', null, [text('Revoked '), ...roleParts(hash), ...on, text(' from '), address(account)])
}

/** The proxy a ProxyAdmin's `upgrade(proxy, …)` names, or the contract called (a UUPS or transparent proxy's own upgrade). */
function upgraded(evidence: Evidence, event: StoryEvent, contract: string) {
  const implementation = addressArg(event.args, 'implementation')
  const [proxy] = evidence.call?.args ?? []
  const named = proxy?.value.kind === 'address' && /^upgrade(AndCall)?$/.test(evidence.call?.name ?? '') ? proxy.value.value.toLowerCase() : contract
  if (!implementation || event.address !== named) return null
  return line('upgrade', null, [text('Upgraded '), address(named), text(' to the implementation at '), address(implementation)])
}

/**
 * Speaks when the sender's own call of an Ownable, AccessControl, Pausable or ERC-1967 contract's admin function
 * (`renounceOwnership`, `transferOwnership`, `acceptOwnership`, `grantRole`, `revokeRole`, `renounceRole`,
 * `upgradeTo…`, a ProxyAdmin's `upgrade…`, `pause`, `unpause`) logged exactly one event of the kind the call names:
 * from the contract called (from the proxy a ProxyAdmin's call names), by the sender (its previous owner, the role's
 * `sender`, the pauser), and nothing moved. A role is named only when its hash is of a name OpenZeppelin gives.
 *
 * @example Renounced ownership of 0x… / Transferred ownership of 0x… to 0x… / Granted MINTER_ROLE on 0x… to 0x… /
 *   Upgraded 0x… to the implementation at 0x… / Paused 0x…
 */
export const contractAdminStory: Story = {
  kind: 'contract-admin',
  order: 365,
  gate: { events: [], calls: [...CALLS.keys()] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const contract = evidence.to?.toLowerCase()
    const signatures = CALLS.get(evidence.call?.name ?? '')
    if (!from || !contract || !signatures || evidence.status === '0' || evidence.netChanges.some((entry) => entry.changes.length > 0)) return null
    const events = evidence.events.filter((event) => signatures.includes(event.signature))
    const [event] = events
    if (!event || events.length !== 1) return null
    if (event.signature === EVENTS.upgraded) return upgraded(evidence, event, contract)
    if (event.address !== contract) return null
    switch (event.signature) {
      case EVENTS.ownership:
        return ownership(evidence, event, from, contract)
      case EVENTS.offered:
        return offered(event, from, contract)
      case EVENTS.granted:
      case EVENTS.revoked:
        return role(event, from, contract, event.signature === EVENTS.granted)
      default:
        return addressArg(event.args, 'account') === from
          ? line('pause', null, [text(event.signature === EVENTS.paused ? 'Paused ' : 'Unpaused '), address(contract)])
          : null
    }
  },
}
