import { exactUnits, groupDigits } from '@/lib/format'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, eventsOf, integerArg } from './args'
import { amounts, line, text } from './words'

/** A taker's order matched against makers' on a CTF exchange (Polymarket's), as its verified source declares it. */
const ORDERS_MATCHED = 'OrdersMatched(bytes32,address,uint256,uint256,uint256,uint256)'

/** An outcome token's id as a reader can take it in: its first digits. */
const shortId = (id: bigint) => {
  const digits = id.toString()
  return digits.length > 12 ? `${digits.slice(0, 10)}…` : digits
}

/**
 * Speaks when a listed exchange of outcome tokens logs exactly one `OrdersMatched` (a taker's order against makers'),
 * and its taker gave exactly one thing and got exactly one: the collateral token for the ERC-1155 outcome token the
 * event names (asset id 0 is the collateral), or that outcome token for the collateral. Shares are counted in the
 * collateral's decimals, as the conditional tokens split them from it, so the collateral must be a token the lists
 * know. The exchange's operator sends the transaction; the line is the taker's.
 *
 * @example Trader 0x… bought 120 shares of outcome #5262218533… for 62.4 USDC on Polymarket
 */
export const outcomeTradeStory: Story = {
  kind: 'outcome-trade',
  order: 107,
  gate: { events: [ORDERS_MATCHED] },
  tell: (evidence) => {
    const matches = eventsOf(evidence, ORDERS_MATCHED)
    const [match] = matches
    if (!match || matches.length !== 1 || evidence.status === '0') return null
    const exchange = evidence.known(match.address)
    const taker = addressArg(match.args, 'takerOrderMaker')
    const gaveId = integerArg(match.args, 'makerAssetId')
    const gotId = integerArg(match.args, 'takerAssetId')
    if (exchange?.role !== 'outcome-exchange' || !exchange.protocol || !taker || gaveId === null || gotId === null) return null
    if ((gaveId === 0n) === (gotId === 0n)) return null
    const own = changesOf(evidence.netChanges, taker)
    const gave = own.filter((change) => change.amount < 0n)
    const got = own.filter((change) => change.amount > 0n)
    const [out] = gave
    const [into] = got
    if (!out || !into || gave.length !== 1 || got.length !== 1) return null
    const buying = gaveId === 0n
    const collateral = buying ? out : into
    const outcome = buying ? into : out
    const outcomeId = buying ? gotId : gaveId
    if (collateral.asset.kind !== 'erc20' || outcome.asset.kind !== 'erc1155' || outcome.asset.tokenId !== outcomeId) return null
    const token = evidence.known(collateral.asset.token)
    if (token?.role !== 'token') return null
    const shares = groupDigits(exactUnits(outcome.amount < 0n ? -outcome.amount : outcome.amount, token.token.decimals))
    const paid = amounts([{ asset: collateral.asset, amount: collateral.amount < 0n ? -collateral.amount : collateral.amount }])
    const actor = taker === evidence.from?.toLowerCase() ? null : { address: taker, role: 'trader' as const }
    const what = `${shares} shares of outcome #${shortId(outcomeId)}`
    return line(
      'outcome-trade',
      actor,
      buying ? [text(`Bought ${what} for `), paid, text(` on ${exchange.protocol}`)] : [text(`Sold ${what} for `), paid, text(` on ${exchange.protocol}`)],
    )
  },
}
