import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { Knowledge } from './knowledge'
import type { Movement } from './movements'

/** The events classify reads itself: a plain transfer, wrap or unwrap needs no story. */
const FLOW_EVENTS = new Set(['Transfer', 'TransferSingle', 'TransferBatch', 'Deposit', 'Withdrawal'])

interface MayTellTx {
  from_address: string | null
  to_address: string | null
  receipt_status: string | null
  input: string | null
  logs: readonly { address: string }[]
}

/**
 * Whether any story could tell more than the classified flows, so the stories' chunk is worth loading: a failure,
 * input the index does not decode as a call (a message, perhaps), a transaction to oneself, an event beyond the token
 * flows, a `claim…`, `wrap`, `unwrap`, `burn` or `transferAndCall` call, a contract the published lists name (other than a token), or value moving between others.
 * A plain transfer, wrap or swap of the sender's own needs none.
 */
export function storiesMayTell(tx: MayTellTx, decoded: DecodedTransaction | null, known: Knowledge, moved: readonly Movement[]): boolean {
  const from = tx.from_address?.toLowerCase() ?? null
  if (tx.receipt_status === '0' || (from !== null && from === tx.to_address?.toLowerCase())) return true
  // Asked once the index has answered: input it decodes as no call may be a message.
  if (decoded !== null && decoded.call.status !== 'decoded' && (tx.input?.length ?? 0) >= 10) return true
  // ERC-4626's Deposit shares WETH's name, not its two arguments: a vault's deposit is a story's.
  const flowEvent = ({ name, args }: { name: string; args: readonly unknown[] }) => FLOW_EVENTS.has(name) && !(name === 'Deposit' && args.length !== 2)
  if (decoded?.events.some((event) => event.status === 'decoded' && !flowEvent(event.event))) return true
  // A `claim…` call, a wrapper's `wrap`/`unwrap`, a `burn` that pays back and a token's `transferAndCall` may be told from
  // their flows alone (stories/claim.ts, wrapper.ts, burn-redemption.ts, transfer-and-call.ts).
  if (decoded?.call.status === 'decoded' && /^(claim|wrap$|unwrap$|burn$|transferAndCall$)/i.test(decoded.call.call.name)) return true
  const named = [tx.to_address, ...tx.logs.map((log) => log.address)].some((address) => {
    const role = known(address)?.role
    return role !== undefined && role !== 'token' && role !== 'receipt-token' && role !== 'debt-token'
  })
  if (named) return true
  return moved.some((movement) => movement.from !== from && movement.to !== from)
}
