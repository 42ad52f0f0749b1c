import type { Story } from '../story'
import { addressArg, integerArg, movedExactly } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/**
 * Speaks when a `provideToSP(_amount, …)` call and the called pool's one `UserDepositChanged` naming the sender as
 * depositor (Liquity's StabilityPool shape, wherever deployed); the sender's one token paid into the pool for
 * exactly the call's amount, and nothing received (a deposit that also paid out gains keeps the neutral line); a
 * frontend's reward paid to its own address is not the sender's.
 *
 * @example Deposited 120 LUSD into the stability pool of 0x…
 */
export const stabilityPoolStory: Story = {
  kind: 'stability-pool',
  order: 190,
  gate: { events: [], calls: ['provideToSP'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const pool = evidence.to?.toLowerCase()
    const call = evidence.call
    if (!from || !pool || evidence.status === '0' || evidence.value !== 0n || call?.name !== 'provideToSP') return null
    const amount = integerArg(call.args, '_amount')
    const changed = evidence.events.filter((event) => event.name === 'UserDepositChanged')
    if (amount === null || amount <= 0n || changed.length !== 1) return null
    const [event] = changed
    if (event!.address !== pool || addressArg(event!.args, '_depositor') !== from) return null
    const { sent, received } = ownFlows(evidence, from)
    const [deposit] = sent
    if (sent.length !== 1 || received.length > 0 || deposit?.asset.kind !== 'erc20' || deposit.amount !== amount) return null
    if (!movedExactly(evidence, deposit.asset, amount, { from, to: pool })) return null
    return line('stability-pool', null, [text('Deposited '), amounts([deposit]), text(' into the stability pool of '), address(pool)])
  },
}
