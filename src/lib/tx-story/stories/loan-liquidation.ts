import { assetKey, type Asset } from '../assets'
import type { ActionPart } from '../action-parts'
import type { AssetChange } from '../net-changes'
import type { Actor, Story } from '../story'
import { addressArg, eventsOf, integerArg, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/** A crvUSD or Llamalend controller's `Liquidate`, as @curvefi/llamalend-api publishes it. */
const LIQUIDATE = 'Liquidate(address,address,uint256,uint256,uint256)'

/** Whose line it is: the sender, or the contract it called when that contract liquidated. */
function actorOf(evidence: Evidence, liquidator: string): Actor | null | undefined {
  if (liquidator === evidence.from?.toLowerCase()) return null
  if (liquidator === evidence.to?.toLowerCase()) return { address: liquidator, role: 'contract' }
  return undefined
}

/** The one ERC20 that moved exactly this amount along these ends; null when none or several did. */
function soleToken(evidence: Evidence, amount: bigint, ends: { from?: string; to?: string; notFrom?: string }): Asset | null {
  const found = evidence.movements.filter(
    (movement) =>
      movement.asset.kind === 'erc20' &&
      movement.amount === amount &&
      (ends.from === undefined || movement.from === ends.from) &&
      (ends.to === undefined || movement.to === ends.to) &&
      (ends.notFrom === undefined || movement.from !== ends.notFrom),
  )
  const keys = new Set(found.map((movement) => assetKey(movement.asset)))
  return keys.size === 1 && found[0] ? found[0].asset : null
}

const same = (changes: readonly AssetChange[], wanted: readonly AssetChange[]) =>
  changes.length === wanted.length &&
  wanted.every((want) => changes.some((change) => assetKey(change.asset) === assetKey(want.asset) && change.amount === want.amount))

/**
 * Speaks when one crvUSD- or Llamalend-style controller's `Liquidate(liquidator, user, collateral_received,
 * stablecoin_received, debt)` (wherever deployed), the liquidator the sender or the contract it called: the position's
 * stablecoin went against the debt, the liquidator paid the controller exactly the rest of the debt (or got exactly
 * what the stablecoin left over), and got exactly the collateral; its own flows are exactly those. A liquidation of
 * one's own loan is a self-liquidation.
 *
 * @example Liquidated 0x…’s loan on 0x… (26,000 crvUSD of debt): paid 25,100 crvUSD, received 16 WETH / Self-liquidated
 *   its loan on 0x… (1,000 crvUSD of debt): received 0.5 WETH and 20 crvUSD
 */
export const loanLiquidationStory: Story = {
  kind: 'loan-liquidation',
  order: 114,
  gate: { events: [LIQUIDATE] },
  tell: (evidence) => {
    if (evidence.status === '0') return null
    const events = eventsOf(evidence, LIQUIDATE)
    const [event] = events
    if (events.length !== 1 || !event) return null
    const controller = event.address
    const liquidator = addressArg(event.args, 'liquidator')
    const user = addressArg(event.args, 'user')
    const collateralAmount = integerArg(event.args, 'collateral_received')
    const stablecoin = integerArg(event.args, 'stablecoin_received')
    const debt = integerArg(event.args, 'debt')
    if (!liquidator || !user || collateralAmount === null || stablecoin === null || debt === null || debt <= 0n || collateralAmount <= 0n) return null
    const actor = actorOf(evidence, liquidator)
    if (actor === undefined) return null
    const collateral = soleToken(evidence, collateralAmount, { to: liquidator })
    const borrowed =
      debt > stablecoin
        ? soleToken(evidence, debt - stablecoin, { from: liquidator, to: controller })
        : stablecoin > debt
          ? soleToken(evidence, stablecoin - debt, { to: liquidator, notFrom: liquidator })
          : soleToken(evidence, debt, { to: controller, notFrom: liquidator })
    if (!collateral || !borrowed || assetKey(collateral) === assetKey(borrowed)) return null
    const paid: AssetChange[] = debt > stablecoin ? [{ asset: borrowed, amount: debt - stablecoin }] : []
    const received: AssetChange[] = [
      { asset: collateral, amount: collateralAmount },
      ...(stablecoin > debt ? [{ asset: borrowed, amount: stablecoin - debt }] : []),
    ]
    const own = ownFlows(evidence, liquidator)
    if (!same(own.sent, paid) || !same(own.received, received)) return null
    const whose: ActionPart[] = user === liquidator ? [text('Self-liquidated its loan on ')] : [text('Liquidated '), address(user), text('’s loan on ')]
    return line('loan-liquidation', actor, [
      ...whose,
      address(controller),
      text(' ('),
      amounts([{ asset: borrowed, amount: debt }]),
      text(' of debt): '),
      ...(paid.length > 0 ? [text('paid '), amounts(paid), text(', ')] : []),
      text('received '),
      amounts(received),
    ])
  },
}
