import { classify, type Action } from './classify'
import type { Evidence } from './evidence'

/**
 * What one account did, read from its own net changes alone (the flow rules of classify, with that account as
 * the sender); null when its changes fit no rule. Used for the account a transaction acts through.
 */
export function accountAction(evidence: Evidence, account: string): Action | null {
  const action = classify({
    from: account,
    to: null,
    createdContract: null,
    status: '1',
    call: null,
    approve: null,
    movements: evidence.movements,
    netChanges: evidence.netChanges,
    signals: evidence.signals,
  })
  return action.kind === 'call' ? null : action
}

/** Whether an account gained or lost anything in the transaction. */
export const hasChanges = (evidence: Evidence, account: string | null) =>
  account !== null && evidence.netChanges.some((entry) => entry.address === account.toLowerCase() && entry.changes.length > 0)
