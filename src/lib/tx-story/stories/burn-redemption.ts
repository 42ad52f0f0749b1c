import { NATIVE, ZERO_ADDRESS } from '../assets'
import type { Story } from '../story'
import { movedExactly, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { amounts, line, text } from './words'

/** Whether the call's arguments allow this amount: none (burn all), or one integer naming exactly it. */
function argumentsAllow(evidence: Evidence, amount: bigint): boolean {
  const args = evidence.call?.args ?? []
  if (args.length === 0) return true
  const [only] = args
  return args.length === 1 && only?.value.kind === 'integer' && only.value.value === amount
}

/**
 * Speaks when a `burn` call (no argument, or one amount equal to what was burned) that burns exactly the one token
 * the sender gave (to the zero address, from the sender) while the called contract pays the sender the chain's
 * coin; nothing else of the sender's moves. A burn that pays back is a redemption, not "Burned".
 *
 * @example Redeemed 6.72 DGD for 1.29732407616 ETH
 */
export const burnRedemptionStory: Story = {
  kind: 'burn-redemption',
  order: 210,
  gate: { events: [], calls: ['burn'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const called = evidence.to?.toLowerCase()
    if (!from || !called || evidence.status === '0' || evidence.value !== 0n || evidence.call?.name !== 'burn') return null
    const { sent, received } = ownFlows(evidence, from)
    const [burned] = sent
    const [paid] = received
    if (sent.length !== 1 || received.length !== 1 || burned?.asset.kind !== 'erc20' || paid?.asset.kind !== 'native') return null
    if (!argumentsAllow(evidence, burned.amount)) return null
    if (!movedExactly(evidence, burned.asset, burned.amount, { from, to: ZERO_ADDRESS })) return null
    if (!movedExactly(evidence, NATIVE, paid.amount, { from: called, to: from })) return null
    return line('burn-redemption', null, [text('Redeemed '), amounts([burned]), text(' for '), amounts([paid])])
  },
}
