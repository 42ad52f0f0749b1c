import { ZERO_ADDRESS } from '../assets'
import type { StoryLine } from '../story'
import { eventsOf, integerArg, movedExactly, type Evidence } from './args'
import { cameFrom, nonZero, ownFlows, reached, sameAmounts } from './liquidity-flows'
import { addedLine, poolPlace, removedLine } from './liquidity-words'

/** A V2-style pair's own events (Uniswap V2 and its forks), as @uniswap/v2-core's IUniswapV2Pair declares them. */
const PAIR_MINT = 'Mint(address,uint256,uint256)'
const PAIR_BURN = 'Burn(address,uint256,uint256,address)'
export const PAIR_EVENTS = [PAIR_MINT, PAIR_BURN]

/**
 * Liquidity added to or removed from a V2-style pair, which is its own LP token: the pair's one Mint or Burn, the
 * account sending the two tokens it names into the pair and getting the pair's token minted back, or sending the
 * pair's token back and getting the two tokens it names out of the pair. Amounts are the account's own (a coin
 * wrapped or unwrapped on the way counts as the coin), and must be the event's exactly.
 */
export function tellPair(evidence: Evidence, account: string): StoryLine | null {
  const events = [...eventsOf(evidence, PAIR_MINT), ...eventsOf(evidence, PAIR_BURN)]
  const [event] = events
  if (!event || events.length !== 1) return null
  const pair = event.address
  const amounts = nonZero([integerArg(event.args, 'amount0'), integerArg(event.args, 'amount1')])
  if (amounts?.length !== 2) return null
  const { sent, received } = ownFlows(evidence, account)
  const isLp = (change: (typeof sent)[number] | undefined) => change?.asset.kind === 'erc20' && change.asset.token === pair
  if (event.signature === PAIR_MINT) {
    const [lp] = received
    if (received.length !== 1 || !lp || !isLp(lp) || !movedExactly(evidence, lp.asset, lp.amount, { from: ZERO_ADDRESS, to: account })) return null
    if (!sameAmounts(sent, amounts) || !sent.every((change) => reached(evidence, change, account, pair))) return null
    return addedLine(sent, poolPlace(pair))
  }
  const [lp] = sent
  if (sent.length !== 1 || !lp || !isLp(lp) || !movedExactly(evidence, lp.asset, lp.amount, { from: pair, to: ZERO_ADDRESS })) return null
  if (!sameAmounts(received, amounts) || !received.every((change) => cameFrom(evidence, change, pair))) return null
  return removedLine(received, poolPlace(pair))
}
