import type { Story } from '../story'
import { eventsOf } from './args'
import { line, text } from './words'

/** A Safe's `ExecutionFailure`, as @safe-global/safe-deployments' Safe ABIs declare it. */
const EXECUTION_FAILURE = 'ExecutionFailure(bytes32,uint256)'

/**
 * Speaks when `execTransaction` and the Safe's own `ExecutionFailure` (no `ExecutionSuccess`).
 *
 * @example Safe 0x…’s transaction failed (its inner call reverted); nothing moved
 */
export const safeFailureStory: Story = {
  kind: 'safe-failure',
  order: 80,
  gate: { events: [], calls: ['execTransaction'] },
  tell: (evidence) => {
    const safe = evidence.to?.toLowerCase()
    if (!safe || evidence.status === '0' || evidence.call?.name !== 'execTransaction') return null
    const failures = eventsOf(evidence, EXECUTION_FAILURE).filter((event) => event.address === safe)
    if (failures.length !== 1 || evidence.events.some((event) => event.signature === 'ExecutionSuccess(bytes32,uint256)' && event.address === safe)) return null
    const moved = evidence.movements.some((movement) => movement.amount > 0n)
    return line('safe-failure', null, [
      { type: 'actor', actor: { address: safe, role: 'safe' } },
      text(moved ? '’s transaction failed (its inner call reverted)' : '’s transaction failed (its inner call reverted); nothing moved'),
    ])
  },
}
