import { addressArg, eventsOf, type Evidence, type StoryEvent } from './args'
import type { Story } from '../story'
import { address, line, text } from './words'

/** Seaport's and Blur's own declarations: every order the account signed voided at once by raising its counter. */
const CANCEL_ALL = [
  { signature: 'CounterIncremented(uint256,address)', account: 'offerer' },
  { signature: 'NonceIncremented(address,uint256)', account: 'user' },
] as const
/** One signed order cancelled by its hash (Seaport's `OrderCancelled`, Blur's `CancelTrade`). */
const CANCEL_ONE = [
  { signature: 'OrderCancelled(bytes32,address,address)', account: 'offerer' },
  { signature: 'CancelTrade(address,bytes32,uint256,uint256)', account: 'user' },
] as const

type Shape = (typeof CANCEL_ALL)[number] | (typeof CANCEL_ONE)[number]

/** The called contract's events of these shapes, or null when one names an account other than the sender. */
function ownEvents(evidence: Evidence, shapes: readonly Shape[], from: string, to: string): StoryEvent[] | null {
  const found = shapes.flatMap(({ signature, account }) => eventsOf(evidence, signature).map((event) => ({ event, account })))
  if (found.some(({ event, account }) => event.address !== to || addressArg(event.args, account) !== from)) return null
  return found.map(({ event }) => event)
}

/**
 * Speaks when a marketplace's own cancel events from the called contract, each naming the sender, and no other
 * event or movement: Seaport's `CounterIncremented` or Blur's `NonceIncremented` (every open order), Seaport's
 * `OrderCancelled` or Blur's `CancelTrade` (each by hash).
 *
 * @example Cancelled all its open listings and offers on 0x… / Cancelled 2 signed orders on 0x…
 */
export const orderCancelStory: Story = {
  kind: 'order-cancel',
  order: 320,
  gate: { events: ['CounterIncremented', 'NonceIncremented', 'OrderCancelled', 'CancelTrade'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const to = evidence.to?.toLowerCase()
    if (!from || !to || evidence.status === '0' || evidence.movements.length > 0) return null
    const all = ownEvents(evidence, CANCEL_ALL, from, to)
    const some = ownEvents(evidence, CANCEL_ONE, from, to)
    if (!all || !some || all.length + some.length !== evidence.events.length) return null
    if (all.length > 0) return line('order-cancel', null, [text('Cancelled all its open listings and offers on '), address(to)])
    if (some.length === 0) return null
    return line('order-cancel', null, [text(some.length === 1 ? 'Cancelled 1 signed order on ' : `Cancelled ${some.length} signed orders on `), address(to)])
  },
}
