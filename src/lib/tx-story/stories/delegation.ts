import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { addressArg, eventsOf } from './args'
import { address, line, text } from './words'

/** ERC20Votes' and Compound-style governance tokens' `DelegateChanged`, as OpenZeppelin's IVotes declares it. */
const DELEGATE_CHANGED = 'DelegateChanged(address,address,address)'

/**
 * Speaks when one `DelegateChanged` by the sender (the emitting token names the votes), nothing of the sender's
 * moved.
 *
 * @example Delegated SHU votes to 0x…
 */
export const delegationStory: Story = {
  kind: 'delegation',
  order: 270,
  gate: { events: ['DelegateChanged'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const changes = eventsOf(evidence, DELEGATE_CHANGED)
    const [change] = changes
    if (!change || changes.length !== 1 || addressArg(change.args, 'delegator') !== from) return null
    const delegate = addressArg(change.args, 'toDelegate')
    if (!delegate || evidence.netChanges.some((entry) => entry.address === from && entry.changes.length > 0)) return null
    const token = { type: 'token', token: change.address } as const
    if (delegate === ZERO_ADDRESS) return line('delegation', null, [text('Withdrew the delegation of its '), token, text(' votes')])
    if (delegate === from) return line('delegation', null, [text('Delegated its '), token, text(' votes to itself')])
    return line('delegation', null, [text('Delegated '), token, text(' votes to '), address(delegate)])
  },
}
