import { isUnlimitedAmount } from '@/lib/decode-input'
import { accountAction } from '../account-action'
import { actionParts, type ActionPart } from '../action-parts'
import type { Story, StoryLine } from '../story'
import { callSignatureOf } from '../story-events'
import { addressArg, eventsOf, integerArg, onlyGained, type Evidence } from './args'
import { EXECUTED, forwardedRequest } from './forwarded-request'
import { line, text } from './words'

/**
 * The calls by which an account runs calls of its own, by signature (a router's `execute(commands, inputs, deadline)`
 * is not one): eth-infinitism's accounts (0.6, 0.7 and 0.8's Simple7702Account) and Coinbase's, ERC-7579's
 * `execute(mode, calldata)`, ERC-6551's `executeCall`, DSProxy's `execute(target, data)`.
 */
const EXECUTIONS = [
  'execute(address,uint256,bytes)',
  'executeBatch((address,uint256,bytes)[])',
  'executeBatch(address[],uint256[],bytes[])',
  'executeBatch(address[],bytes[])',
  'execute(bytes32,bytes)',
  'executeCall(address,uint256,bytes)',
  'execute(address,bytes)',
]

/** ERC20's `Approval(owner, spender, value)`. */
const APPROVAL = 'Approval(address,address,uint256)'

/** At most this many approvals are told in one line. */
const MAX_APPROVALS = 3

/**
 * The account's call through its own code (an EIP-7702 batch) that moved nothing and logged nothing but ERC20
 * Approvals by the account (one to three): approvals, whichever calls inside made them.
 */
function ownApprovals(evidence: Evidence, account: string): StoryLine | null {
  const approvals = eventsOf(evidence, APPROVAL)
  if (approvals.length === 0 || approvals.length > MAX_APPROVALS || evidence.movements.length > 0 || evidence.logCount !== approvals.length) return null
  const told = approvals.map((approval) => {
    const spender = addressArg(approval.args, 'spender')
    const amount = integerArg(approval.args, 'value')
    if (addressArg(approval.args, 'owner') !== account || !spender || amount === null) return null
    return actionParts({ kind: 'approval', token: approval.address, spender, amount, unlimited: isUnlimitedAmount(amount) })
  })
  if (!told.every((parts): parts is ActionPart[] => parts !== null)) return null
  // "Approved A to spend 5 USDC, and B to spend unlimited DAI": each later approval without its verb.
  const parts = told.flatMap((approval, index) => (index === 0 ? approval : [text(', and '), ...approval.slice(1)]))
  return line('approval', null, parts)
}

/** An account's execution, by its signature, told for the account; or the sender's own batch of approvals. */
function accountExecution(evidence: Evidence) {
  const from = evidence.from?.toLowerCase()
  const account = evidence.to?.toLowerCase()
  if (!from || !account || evidence.status === '0' || !EXECUTIONS.includes(callSignatureOf(evidence.call) ?? '')) return null
  if (from === account) return ownApprovals(evidence, account)
  if (evidence.known(account) || !onlyGained(evidence, from)) return null
  const action = accountAction(evidence, account)
  return action ? line(`account-${action.kind}`, { address: account, role: 'account' }, actionParts(action)) : null
}

/**
 * Speaks when a forwarder ran a signer's request, or logged it failed with nothing of the signer's moving
 * (forwarded-request.ts), or when the sender called an account's execution (`execute`/`executeBatch` of an ERC-4337 or EIP-7702 account,
 * ERC-7579's, ERC-6551's `executeCall`, DSProxy's `execute`, each by its signature) on another account no list
 * names, gave nothing of its own, and the account's own net changes fit a flow rule: the account acted (an EIP-7702
 * account whose call a sponsor submitted, a proxy wallet its owner called), so the line speaks for it. Or the sender
 * called its own execution (an EIP-7702 account's batch), which moved nothing and logged only ERC20 Approvals of its
 * own, one to three.
 *
 * @example Account 0x… sent 5 USDC to 0x… / Account 0x… swapped 1 ETH for 3,000 USDC / Approved 0x… to spend 5 USDC, and
 *   0x… to spend unlimited DAI / Account 0x…’s request through 0x… failed (its call reverted); nothing of its own moved
 */
export const accountExecutionStory: Story = {
  kind: 'account-execution',
  order: 399,
  gate: { events: [EXECUTED], calls: EXECUTIONS },
  tell: (evidence) => forwardedRequest(evidence) ?? accountExecution(evidence),
}
