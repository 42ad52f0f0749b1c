import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/**
 * A transaction no account signed: the chain's own, sent from the zero address (Polygon's state syncs, which deliver
 * deposits from Ethereum). No one is its sender, so it names who received what and claims no more.
 */
export const systemTransactionStory: Story = {
  kind: 'system',
  order: 50,
  tell: (evidence) => {
    if (evidence.from?.toLowerCase() !== ZERO_ADDRESS) return null
    const gainers = evidence.netChanges
      .map((entry) => ({ address: entry.address, gained: entry.changes.filter((change) => change.amount > 0n) }))
      .filter((entry) => entry.gained.length > 0)
    const [first, ...others] = gainers
    if (!first) return line('system', null, [text('System transaction, signed by no account')])
    return line('system', null, [
      text('System transaction, signed by no account: '),
      address(first.address),
      text(' received '),
      amounts(first.gained),
      ...(others.length > 0 ? [text(` (and ${others.length} more address${others.length === 1 ? '' : 'es'})`)] : []),
    ])
  },
}
