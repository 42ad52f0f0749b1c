import { ZERO_ADDRESS } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { movedExactly } from './args'
import { address, amounts, line, text } from './words'

/**
 * Speaks when an ERC-677 or ERC-1363 `transferAndCall(to, value, …)` that moved exactly `value` of the called token
 * from the sender to `to`, which the token then called (a call from the token to the recipient in the trace);
 * nothing else of the sender's moved. What the recipient did with it has no standard meaning, so no verb beyond the
 * transfer.
 *
 * @example Sent 2 LINK to 0x… and called it with the transfer (transferAndCall)
 */
export const transferAndCallStory: Story = {
  kind: 'transfer-and-call',
  order: 374,
  gate: { events: [], calls: ['transferAndCall'] },
  tell: (evidence) => {
    const { call, from, to: token } = evidence
    const [recipientArg, valueArg] = call?.args ?? []
    if (call?.name !== 'transferAndCall' || !from || !token || evidence.status === '0') return null
    if (recipientArg?.value.kind !== 'address' || valueArg?.value.kind !== 'integer') return null
    const recipient = recipientArg.value.value.toLowerCase()
    const value = valueArg.value.value
    if (recipient === from || recipient === ZERO_ADDRESS || value === 0n) return null
    const asset = { kind: 'erc20', token } as const
    if (!movedExactly(evidence, asset, value, { from, to: recipient })) return null
    const [sent, ...more] = changesOf(evidence.netChanges, from)
    if (more.length > 0 || sent?.asset.kind !== 'erc20' || sent.asset.token !== token || sent.amount !== -value) return null
    const called = evidence.internal.some((internal) => internal.from?.toLowerCase() === token && internal.to?.toLowerCase() === recipient && !internal.error)
    if (!called) return null
    return line('transfer-and-call', null, [
      text('Sent '),
      amounts([{ asset, amount: value }]),
      text(' to '),
      address(recipient),
      text(' and called it with the transfer ('),
      { type: 'call', name: 'transferAndCall' },
      text(')'),
    ])
  },
}
