import { ZERO_ADDRESS } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story } from '../story'
import { movedExactly, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { amounts, line, text } from './words'

/** The call's one integer argument: the amount a `wrap(uint256)` or `unwrap(uint256)` names. */
function amountArgument(evidence: Evidence): bigint | null {
  const args = evidence.call?.args ?? []
  const [only] = args
  return args.length === 1 && only?.value.kind === 'integer' ? only.value.value : null
}

/** One token out and one other token in, both fungible ERC20s. */
function swapOfTokens(sent: AssetChange[], received: AssetChange[]): [AssetChange, AssetChange] | null {
  const [out] = sent
  const [got] = received
  if (sent.length !== 1 || received.length !== 1 || out?.asset.kind !== 'erc20' || got?.asset.kind !== 'erc20') return null
  return out.asset.token === got.asset.token ? null : [out, got]
}

/**
 * Speaks when a decoded `wrap(amount)` or `unwrap(amount)` on a wrapper token (wstETH-like) for exactly what the
 * sender gave: wrapping pays one token into the called contract, which mints its own token to the sender;
 * unwrapping burns the sender's tokens of the called contract, which pays the other token out. Nothing else of the
 * sender's moves.
 *
 * @example Wrapped 1,000 DAI into … / Unwrapped 22.59 wstETH into 27.45 stETH
 */
export const wrapperStory: Story = {
  kind: 'wrapper',
  order: 200,
  gate: { events: [], calls: ['wrap', 'unwrap'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const wrapper = evidence.to?.toLowerCase()
    const name = evidence.call?.name
    if (!from || !wrapper || evidence.status === '0' || evidence.value !== 0n || (name !== 'wrap' && name !== 'unwrap')) return null
    const { sent, received } = ownFlows(evidence, from)
    const pair = swapOfTokens(sent, received)
    if (!pair || amountArgument(evidence) !== pair[0].amount) return null
    const [out, got] = pair
    if (name === 'wrap') {
      if (got.asset.kind !== 'erc20' || got.asset.token !== wrapper) return null
      if (!movedExactly(evidence, out.asset, out.amount, { from, to: wrapper })) return null
      if (!movedExactly(evidence, got.asset, got.amount, { from: ZERO_ADDRESS, to: from })) return null
      return line('wrapper', null, [text('Wrapped '), amounts([out]), text(' into '), amounts([got])])
    }
    if (out.asset.kind !== 'erc20' || out.asset.token !== wrapper) return null
    if (!movedExactly(evidence, out.asset, out.amount, { from, to: ZERO_ADDRESS })) return null
    if (!movedExactly(evidence, got.asset, got.amount, { from: wrapper, to: from })) return null
    return line('wrapper', null, [text('Unwrapped '), amounts([out]), text(' into '), amounts([got])])
  },
}
