import { exactUnits, groupDigits } from '@/lib/format'
import { shortId } from '../amount-text'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, integerArg, oneForOne, soleEvent } from './args'
import { amounts, line, text } from './words'

/** A taker's order matched against makers' on a CTF exchange (Polymarket's), as its verified source declares it. */
const ORDERS_MATCHED = 'OrdersMatched(bytes32,address,uint256,uint256,uint256,uint256)'

/**
 * Speaks when a listed exchange of outcome tokens logs exactly one `OrdersMatched` (a taker's order against makers'),
 * and its taker gave exactly one thing and got exactly one: the collateral token for the ERC-1155 outcome token the
 * event names (asset id 0 is the collateral), or that outcome token for the collateral. Shares are counted in the
 * collateral's decimals, as the conditional tokens split them from it, so the collateral must be a token the lists
 * know. The exchange's operator sends the transaction; the line is the taker's.
 *
 * @example Trader 0x… bought 120 shares of outcome #526221853331… for 62.4 USDC on Polymarket
 */
export const outcomeTradeStory: Story = {
  kind: 'outcome-trade',
  order: 107,
  gate: { events: [ORDERS_MATCHED] },
  tell: (evidence) => {
    const match = soleEvent(evidence, ORDERS_MATCHED)
    if (!match || evidence.status === '0') return null
    const exchange = evidence.known(match.address)
    const taker = addressArg(match.args, 'takerOrderMaker')
    const gaveId = integerArg(match.args, 'makerAssetId')
    const gotId = integerArg(match.args, 'takerAssetId')
    if (exchange?.role !== 'outcome-exchange' || !exchange.protocol || !taker || gaveId === null || gotId === null) return null
    if ((gaveId === 0n) === (gotId === 0n)) return null
    const trade = oneForOne(changesOf(evidence.netChanges, taker))
    if (!trade) return null
    const buying = gaveId === 0n
    const collateral = buying ? trade.gave : trade.got
    const outcome = buying ? trade.got : trade.gave
    const outcomeId = buying ? gotId : gaveId
    if (collateral.asset.kind !== 'erc20' || outcome.asset.kind !== 'erc1155' || outcome.asset.tokenId !== outcomeId) return null
    const token = evidence.known(collateral.asset.token)
    if (token?.role !== 'token') return null
    const shares = groupDigits(exactUnits(outcome.amount, token.token.decimals))
    const paid = amounts([collateral])
    const actor = taker === evidence.from?.toLowerCase() ? null : { address: taker, role: 'trader' as const }
    const what = `${shares} shares of outcome #${shortId(outcomeId)}`
    return line(
      'outcome-trade',
      actor,
      buying ? [text(`Bought ${what} for `), paid, text(` on ${exchange.protocol}`)] : [text(`Sold ${what} for `), paid, text(` on ${exchange.protocol}`)],
    )
  },
}
