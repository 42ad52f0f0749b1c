import type { Transaction } from '@/api/transaction'
import { decodeInput } from '@/lib/decode-input'
import { classify, type Action } from './classify'
import { movements, type Movement } from './movements'
import { netChanges, type NetChange } from './net-changes'

/** The pipeline's answer for one transaction: every movement, the net change per address, and the one action. */
export interface TransactionStory {
  movements: Movement[]
  netChanges: NetChange[]
  action: Action
}

type StoryTx = Pick<
  Transaction,
  'from_address' | 'to_address' | 'receipt_contract_address' | 'value' | 'receipt_status' | 'logs' | 'internal_transactions' | 'input'
>

/**
 * movements → netChanges → classify. `functionName` is the top-level call's name when a signature index knows it;
 * without one the ERC20 calls are still named, and any other call by its selector.
 */
export function explainTransaction(tx: StoryTx, functionName: string | null = null): TransactionStory {
  const moved = movements(tx)
  const net = netChanges(moved, tx.from_address)
  const input = decodeInput(tx.input)
  const approve = input.call?.name === 'approve' ? { spender: input.call.spender, amount: input.call.amount } : null
  const action = classify({
    from: tx.from_address,
    to: tx.to_address?.toLowerCase() ?? null,
    createdContract: tx.receipt_contract_address?.toLowerCase() ?? null,
    status: tx.receipt_status,
    call: functionName ?? input.call?.name ?? input.selector,
    approve,
    movements: moved,
    netChanges: net,
  })
  return { movements: moved, netChanges: net, action }
}
