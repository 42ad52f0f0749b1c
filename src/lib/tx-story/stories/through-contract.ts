import { accountAction } from '../account-action'
import { actionParts } from '../action-parts'
import type { Evidence } from './args'
import { netChanges } from '../net-changes'
import type { Story } from '../story'
import { line } from './words'

/**
 * Speaks when the sender changed nothing but what it paid the contract it called, which swapped.
 *
 * @example Contract 0x6f1c…6168 swapped 56.6 WETH for 198,805.65 USDC
 */
export const throughContractStory: Story = {
  kind: 'through-contract',
  order: 400,
  tell: (evidence: Evidence) => {
    const from = evidence.from?.toLowerCase()
    const to = evidence.to?.toLowerCase()
    if (!from || !to || evidence.status === '0' || evidence.known(to)) return null
    const moved = evidence.movements.filter((movement) => !(movement.source === 'value' && movement.from === from && movement.to === to))
    const net = netChanges(moved, null)
    if (net.some((entry) => entry.address === from)) return null
    const action = accountAction({ ...evidence, movements: moved, netChanges: net }, to)
    if (action?.kind !== 'swap') return null
    return line('contract-swap', { address: to, role: 'contract' }, actionParts(action))
  },
}
