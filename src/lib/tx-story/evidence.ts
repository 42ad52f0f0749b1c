import type { Transaction } from '@/api/transaction'
import type { DecodedTransaction } from '@/lib/abi-decode/decode-transaction'
import type { DecodedUserOperation } from '@/lib/abi-decode/user-operations'
import type { DecodedCall } from '@/lib/abi-decode/decoded-value'
import type { Knowledge } from './knowledge'
import type { FlowFacts } from './flow-facts'
import { flowFacts } from './flow-facts'
import { movements } from './movements'
import { netChanges } from './net-changes'
import { routerPayout } from './router-payouts'
import { storyEvents, type StoryEvent } from './story-events'

export { storyEvents, type StoryEvent }

/** Everything a story may read: the transaction, what the decoder and the published lists say, and the flows. */
export interface Evidence extends FlowFacts {
  value: bigint
  input: string | null
  gasUsed: bigint | null
  gasLimit: bigint | null
  /** how many logs the receipt holds, decoded or not */
  logCount: number
  /** the top-level call when the signature index decoded it */
  call: DecodedCall | null
  events: readonly StoryEvent[]
  /** an ERC-4337 bundle's user operations, as the decoder read them */
  userOperations: readonly DecodedUserOperation[]
  known: Knowledge
}

export type StoryTx = Pick<
  Transaction,
  | 'from_address'
  | 'to_address'
  | 'receipt_contract_address'
  | 'value'
  | 'receipt_status'
  | 'logs'
  | 'internal_transactions'
  | 'input'
  | 'gas'
  | 'receipt_gas_used'
>

/** What the stories read: the transaction, its decoding (once the index has loaded), and the published lists. */
export function evidenceOf(tx: StoryTx, decoded: DecodedTransaction | null, known: Knowledge): Evidence {
  const flows = movements(tx)
  const payout = routerPayout(tx, decoded, flows)
  const moved = payout ? [...flows, payout] : flows
  return {
    ...flowFacts(tx, decoded, moved, netChanges(moved, tx.from_address)),
    value: tx.value ?? 0n,
    input: tx.input,
    gasUsed: tx.receipt_gas_used,
    gasLimit: tx.gas,
    logCount: tx.logs.length,
    call: decoded?.call.status === 'decoded' ? decoded.call.call : null,
    events: storyEvents(tx, decoded),
    userOperations: decoded?.userOperations ?? [],
    known,
  }
}
