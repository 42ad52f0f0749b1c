import { ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { address, amounts, line, text } from './words'

/**
 * Speaks when sent from the zero address (a chain's own, such as Polygon's state syncs).
 *
 * @example System transaction, signed by no account: 0x… received …
 */
export const systemTransactionStory: Story = {
  kind: 'system',
  order: 50,
  gate: { events: [], parties: [ZERO_ADDRESS] },
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
