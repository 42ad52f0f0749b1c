import { ZERO_ADDRESS } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { movedExactly } from './args'
import { address, amounts, line, text } from './words'

/**
 * ERC-677's or ERC-1363's `transferAndCall(to, value, data)`: the called token moves exactly `value` of the sender's
 * to `to` and then calls it (its `onTokenTransfer` or `onTransferReceived`), the call the trace shows from the token
 * to the recipient. What the recipient does with it has no standard meaning: the line says what moved and that the
 * recipient was called, and nothing else of the sender's may move.
 */
export const transferAndCallStory: Story = {
  kind: 'transfer-and-call',
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
