import { accountAction } from '../account-action'
import { actionParts } from '../action-parts'
import type { Story } from '../story'
import type { Evidence } from './args'
import { line } from './words'

/**
 * The calls by which an account runs calls of its own: ERC-4337 and EIP-7702 accounts' `execute`/`executeBatch`
 * (eth-infinitism's samples, Coinbase's, ERC-7579's `execute(mode, calldata)`), DSProxy's `execute(target, data)`.
 */
const EXECUTIONS = ['execute', 'executeBatch', 'executeCall']

/** The sender gave nothing away: it only submitted the call, perhaps for a fee. */
const senderOnlyGained = (evidence: Evidence, from: string) =>
  evidence.netChanges.every((entry) => entry.address !== from || entry.changes.every((change) => change.amount > 0n))

/**
 * Speaks when the sender called an execution (`execute`, `executeBatch`, `executeCall`) of another account no list
 * names, gave nothing of its own, and the account's own net changes fit a flow rule: the account acted (an EIP-7702
 * account whose call a sponsor submitted, a proxy wallet its owner called), so the line speaks for it.
 *
 * @example Account 0x… sent 5 USDC to 0x… / Account 0x… swapped 1 ETH for 3,000 USDC
 */
export const accountExecutionStory: Story = {
  kind: 'account-execution',
  order: 399,
  gate: { events: [], calls: EXECUTIONS },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const account = evidence.to?.toLowerCase()
    if (!from || !account || from === account || evidence.status === '0' || evidence.known(account)) return null
    if (!EXECUTIONS.includes(evidence.call?.name ?? '') || !senderOnlyGained(evidence, from)) return null
    const action = accountAction(evidence, account)
    return action ? line(`account-${action.kind}`, { address: account, role: 'account' }, actionParts(action)) : null
  },
}
