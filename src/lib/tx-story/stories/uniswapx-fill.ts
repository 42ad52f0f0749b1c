import { isNft } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, oneForOne, soleEvent } from './args'
import { amounts, line, text } from './words'

/** A UniswapX reactor settling one signed order, as @uniswap/uniswapx-sdk's reactors declare it. */
const FILL = 'Fill(bytes32,address,address,uint256)'

/**
 * Speaks when the transaction logs exactly one `Fill(orderHash, filler, swapper, nonce)`, from a reactor the lists
 * name, and the swapper the event names gave exactly one token (or coin) and got exactly one other, nothing else of its
 * own moving: the order it signed. The filler (usually the sender) executed it; the line is the swapper's.
 *
 * @example Trader 0x… swapped 1,000 USDC for 0.3 ETH through UniswapX
 */
export const uniswapxFillStory: Story = {
  kind: 'uniswapx-fill',
  order: 106,
  gate: { events: [FILL] },
  tell: (evidence) => {
    const fill = soleEvent(evidence, FILL)
    if (!fill || evidence.status === '0') return null
    const reactor = evidence.known(fill.address)
    const swapper = addressArg(fill.args, 'swapper')
    if (reactor?.role !== 'uniswapx-reactor' || !reactor.protocol || !swapper) return null
    const trade = oneForOne(changesOf(evidence.netChanges, swapper))
    if (!trade || isNft(trade.gave.asset) || isNft(trade.got.asset)) return null
    const actor = swapper === evidence.from?.toLowerCase() ? null : { address: swapper, role: 'trader' as const }
    return line('uniswapx-fill', actor, [text('Swapped '), amounts([trade.gave]), text(' for '), amounts([trade.got]), text(` through ${reactor.protocol}`)])
  },
}
