import { assetKey, type Asset } from '../assets'
import type { ActionPart } from '../action-parts'
import type { AssetChange } from '../net-changes'
import type { Actor, Story, StoryLine } from '../story'
import { addressArg, eventsOf, integerArg, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/** Comet's (Compound v3's) liquidation events, as @compound-finance/compound-js ships its ABI. */
const ABSORB_COLLATERAL = 'AbsorbCollateral(address,address,address,uint256,uint256)'
const ABSORB_DEBT = 'AbsorbDebt(address,address,uint256,uint256)'
const BUY_COLLATERAL = 'BuyCollateral(address,address,uint256,uint256)'

/** Whose line it is: the sender, or the contract it called when that contract acted. */
function actorOf(evidence: Evidence, account: string): Actor | null | undefined {
  if (account === evidence.from?.toLowerCase()) return null
  if (account === evidence.to?.toLowerCase()) return { address: account, role: 'contract' }
  return undefined
}

/**
 * Underwater accounts absorbed: every `AbsorbDebt` from one market, each borrower's collateral its `AbsorbCollateral`s
 * name (the asset and amount the market took over). The absorber is only who earns the market's points: the line is
 * the sender's, who moved nothing of its own.
 */
function absorbed(evidence: Evidence, from: string): StoryLine | null {
  const debts = eventsOf(evidence, ABSORB_DEBT)
  const markets = new Set(debts.map((event) => event.address))
  const [market] = markets
  if (debts.length === 0 || markets.size !== 1 || !market) return null
  const borrowers = [...new Set(debts.map((event) => addressArg(event.args, 'borrower')))]
  const collateral = eventsOf(evidence, ABSORB_COLLATERAL)
  if (borrowers.some((borrower) => !borrower) || collateral.some((event) => event.address !== market)) return null
  const { sent, received } = ownFlows(evidence, from)
  if (sent.length > 0 || received.length > 0) return null
  const [borrower] = borrowers
  if (borrowers.length > 1 || !borrower) return line('comet-liquidation', null, [text(`Liquidated ${borrowers.length} positions on `), address(market)])
  const taken: AssetChange[] = []
  for (const event of collateral) {
    const token = addressArg(event.args, 'asset')
    const amount = integerArg(event.args, 'collateralAbsorbed')
    if (!token || amount === null || addressArg(event.args, 'borrower') !== borrower) return null
    if (amount > 0n) taken.push({ asset: { kind: 'erc20', token }, amount })
  }
  const what: ActionPart[] = taken.length > 0 ? [text(', absorbing '), amounts(taken), text(' of its collateral')] : []
  return line('comet-liquidation', null, [text('Liquidated '), address(borrower), text('’s position on '), address(market), ...what])
}

/**
 * Collateral bought from a market's reserves: one `BuyCollateral`, its buyer (the sender, or the contract it called)
 * paying the market exactly the event's base amount of one token and getting exactly its collateral amount of the
 * asset from the market.
 */
function bought(evidence: Evidence): StoryLine | null {
  const buys = eventsOf(evidence, BUY_COLLATERAL)
  const [buy] = buys
  if (buys.length !== 1 || !buy) return null
  const buyer = addressArg(buy.args, 'buyer')
  const token = addressArg(buy.args, 'asset')
  const paid = integerArg(buy.args, 'baseAmount')
  const got = integerArg(buy.args, 'collateralAmount')
  if (!buyer || !token || paid === null || got === null || paid <= 0n || got <= 0n) return null
  const actor = actorOf(evidence, buyer)
  if (actor === undefined) return null
  const collateral: Asset = { kind: 'erc20', token }
  const payments = evidence.movements.filter(
    (movement) => movement.from === buyer && movement.to === buy.address && movement.amount === paid && movement.asset.kind === 'erc20',
  )
  const [payment] = payments
  const received = evidence.movements.some(
    (movement) => movement.from === buy.address && movement.to === buyer && movement.amount === got && assetKey(movement.asset) === assetKey(collateral),
  )
  if (payments.length !== 1 || !payment || !received || assetKey(payment.asset) === assetKey(collateral)) return null
  if (actor === null) {
    const own = ownFlows(evidence, buyer)
    const [sent] = own.sent
    const [gained] = own.received
    const exactly = (change: AssetChange | undefined, asset: Asset, amount: bigint) =>
      change && assetKey(change.asset) === assetKey(asset) && change.amount === amount
    if (own.sent.length !== 1 || own.received.length !== 1 || !exactly(sent, payment.asset, paid) || !exactly(gained, collateral, got)) return null
  }
  return line('comet-liquidation', actor, [
    text('Bought '),
    amounts([{ asset: collateral, amount: got }]),
    text(' of liquidated collateral from '),
    address(buy.address),
    text(' for '),
    amounts([{ asset: payment.asset, amount: paid }]),
  ])
}

/**
 * Speaks when Comet's (Compound v3's) liquidation events, wherever emitted: `AbsorbDebt` from one market, the
 * sender moving nothing (the borrower named with the collateral its `AbsorbCollateral`s took over, or the count of
 * positions); or one `BuyCollateral` whose buyer, the sender or the contract it called, paid the market exactly the
 * base amount and got exactly the collateral amount back. A transaction with both keeps the neutral line.
 *
 * @example Liquidated 0x…’s position on 0x…, absorbing 1.25 WETH of its collateral / Bought 1.25 WETH of liquidated
 *   collateral from 0x… for 3,000 USDC
 */
export const cometLiquidationStory: Story = {
  kind: 'comet-liquidation',
  order: 112,
  gate: { events: ['AbsorbDebt', 'BuyCollateral'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const absorbs = eventsOf(evidence, ABSORB_DEBT).length
    const buys = eventsOf(evidence, BUY_COLLATERAL).length
    if (absorbs > 0 && buys > 0) return null
    return absorbs > 0 ? absorbed(evidence, from) : bought(evidence)
  },
}
