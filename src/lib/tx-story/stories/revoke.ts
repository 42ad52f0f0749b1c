import { addressArg, boolArg, eventsOf, integerArg } from './args'
import type { Story } from '../story'
import { address, line, text } from './words'

const APPROVAL_FOR_ALL = 'ApprovalForAll(address,address,bool)'
const APPROVAL = 'Approval(address,address,uint256)'

/**
 * Speaks when `ApprovalForAll(…, false)` or an ERC20 `Approval` of 0 by the sender, nothing moved.
 *
 * @example Revoked 0x…’s access to all NFTs of 0x…
 */
export const revokeStory: Story = {
  kind: 'approval-revoked',
  order: 370,
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0' || evidence.movements.length > 0 || evidence.events.length !== 1) return null
    const [all] = eventsOf(evidence, APPROVAL_FOR_ALL)
    if (all && boolArg(all.args, 'approved') === false && addressArg(all.args, 'owner') === from) {
      const operator = addressArg(all.args, 'operator')
      return operator ? line('approval-revoked', null, [text('Revoked '), address(operator), text('’s access to all NFTs of '), address(all.address)]) : null
    }
    const [approval] = eventsOf(evidence, APPROVAL)
    if (approval && integerArg(approval.args, 'value') === 0n && addressArg(approval.args, 'owner') === from) {
      const spender = addressArg(approval.args, 'spender')
      return spender
        ? line('approval-revoked', null, [text('Revoked '), address(spender), text('’s allowance to spend '), { type: 'token', token: approval.address }])
        : null
    }
    return null
  },
}
