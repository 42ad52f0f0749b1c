import type { Evidence } from './evidence'
import { messageText } from './message-text'

/** The events classify reads itself: a plain transfer, wrap or unwrap needs no story. */
const FLOW_EVENTS = new Set(['Transfer', 'TransferSingle', 'TransferBatch', 'Deposit', 'Withdrawal'])

/**
 * Whether any story could tell more than the classified flows, so the stories' chunk is worth loading: a failure,
 * text for input, a transaction to oneself, an event beyond the token flows, a contract the published lists name
 * (other than a token), or value moving between others. A plain transfer, wrap or swap of the sender's own needs none.
 */
export function storiesMayTell(evidence: Evidence): boolean {
  const from = evidence.from
  if (evidence.status === '0' || (from !== null && from === evidence.to)) return true
  if (!evidence.call && messageText(evidence.input) !== null) return true
  if (evidence.events.some((event) => !FLOW_EVENTS.has(event.name))) return true
  const named = [evidence.to, ...evidence.events.map((event) => event.address)].some((address) => {
    const role = evidence.known(address)?.role
    return role !== undefined && role !== 'token' && role !== 'receipt-token' && role !== 'debt-token'
  })
  if (named) return true
  return evidence.movements.some((movement) => movement.from !== from && movement.to !== from)
}
