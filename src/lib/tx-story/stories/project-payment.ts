import { NATIVE } from '../assets'
import { addressArg, integerArg, soleEventOfCalled, stringArg } from './args'
import type { ActionPart } from '../action-parts'
import type { Story } from '../story'
import { address, amounts, line, text, untrusted } from './words'
import { changesOf } from '../net-changes'

/** A Juicebox payment terminal's `Pay`, as @jbx-protocol/contracts-v2 publishes it (its later terminals emit the same). */
const PAY = 'Pay(uint256,uint256,uint256,address,address,uint256,uint256,string,bytes,address)'
const MEMO_SHOWN = 120

/**
 * Speaks when the called terminal's one Juicebox `Pay` naming the sender as payer for exactly the coin it sent; the
 * memo is untrusted and cut at 120; what the sender received (NFTs, tokens) is named.
 *
 * @example Paid 2 ETH to project #618 on 0x…, receiving NFT 0x… #4000000011 with the memo “…”
 */
export const projectPaymentStory: Story = {
  kind: 'project-payment',
  order: 340,
  gate: { events: ['Pay'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const payment = soleEventOfCalled(evidence, PAY)
    if (!payment) return null
    const project = integerArg(payment.args, 'projectId')
    const amount = integerArg(payment.args, 'amount')
    const memo = stringArg(payment.args, 'memo')
    if (project === null || amount === null || memo === null || addressArg(payment.args, 'payer') !== from || amount !== evidence.value) return null
    const own = changesOf(evidence.netChanges, from)
    if (own.some((change) => change.amount < 0n && change.asset.kind !== 'native')) return null
    const received = own.filter((change) => change.amount > 0n && change.asset.kind !== 'native')
    const shown = memo.replace(/\s+/g, ' ').trim()
    const memoParts: ActionPart[] = shown ? [text(' with the memo “'), untrusted(shown, MEMO_SHOWN), text('”')] : []
    const receivedParts: ActionPart[] = received.length > 0 ? [text(', receiving '), amounts(received)] : []
    return line('project-payment', null, [
      text('Paid '),
      amounts([{ asset: NATIVE, amount }]),
      text(` to project #${project} on `),
      address(payment.address),
      ...receivedParts,
      ...memoParts,
    ])
  },
}
