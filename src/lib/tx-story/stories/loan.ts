import type { ActionPart } from '../action-parts'
import { isNft, type Asset } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { ownFlows } from './liquidity-flows'
import { boldTroveLegs, troveLegs } from './loan-trove'
import { VAT_NOTE, vatLegs } from './loan-vat'
import { address, amounts, line, text } from './words'

/** What one position's events say happened to it, in raw units; zero where that leg did not happen. */
interface Legs {
  market: string
  /** what the line says the position is on, where more than the market's address: "a WBTC-A vault of 0x…" */
  venue?: ActionPart[]
  collateralIn: bigint
  collateralOut: bigint
  borrowed: bigint
  repaid: bigint
}

const NONE = { collateralIn: 0n, collateralOut: 0n, borrowed: 0n, repaid: 0n }

/** Curve's crvUSD and Llamalend controllers, as @curvefi/llamalend-api publishes them. */
const CURVE = {
  borrow: 'Borrow(address,uint256,uint256)',
  repay: 'Repay(address,uint256,uint256)',
  removeCollateral: 'RemoveCollateral(address,uint256)',
  liquidate: 'Liquidate(address,address,uint256,uint256,uint256)',
}

/** Morpho Blue's market events, as @morpho-org/blue-sdk-viem publishes them (`blueAbi`). */
const MORPHO = {
  supplyCollateral: 'SupplyCollateral(bytes32,address,address,uint256)',
  withdrawCollateral: 'WithdrawCollateral(bytes32,address,address,address,uint256)',
  borrow: 'Borrow(bytes32,address,address,address,uint256,uint256)',
  repay: 'Repay(bytes32,address,address,uint256,uint256)',
  liquidate: 'Liquidate(bytes32,address,address,uint256,uint256,uint256,uint256,uint256)',
}

/** Adds an event's amount to a leg; null when the amount is missing, so the story fails closed. */
const add = (legs: Legs | null, leg: keyof typeof NONE, amount: bigint | null): Legs | null =>
  legs && amount !== null ? { ...legs, [leg]: legs[leg] + amount } : null

/** Every event of one market for one account, the market being the one contract that emitted them all. */
function oneMarket(events: readonly StoryEvent[]): string | null {
  const markets = new Set(events.map((event) => event.address))
  return events.length > 0 && markets.size === 1 ? (events[0]?.address ?? null) : null
}

/** A Curve controller's loan events for the account: `Borrow` (collateral and debt added), `Repay`, `RemoveCollateral`. */
function curveLegs(evidence: Evidence, account: string): Legs | null {
  const mine = (signature: string) => eventsOf(evidence, signature).filter((event) => addressArg(event.args, 'user') === account)
  const borrows = mine(CURVE.borrow)
  const repays = mine(CURVE.repay)
  const removals = mine(CURVE.removeCollateral)
  const market = oneMarket([...borrows, ...repays, ...removals])
  if (!market) return null
  let legs: Legs | null = { market, ...NONE }
  for (const event of borrows)
    legs = add(add(legs, 'collateralIn', integerArg(event.args, 'collateral_increase')), 'borrowed', integerArg(event.args, 'loan_increase'))
  for (const event of repays)
    legs = add(add(legs, 'collateralOut', integerArg(event.args, 'collateral_decrease')), 'repaid', integerArg(event.args, 'loan_decrease'))
  for (const event of removals) legs = add(legs, 'collateralOut', integerArg(event.args, 'collateral_decrease'))
  return legs
}

/** Morpho Blue's events for the account as `onBehalf`; what it borrows or withdraws must be paid to the account itself. */
function morphoLegs(evidence: Evidence, account: string): Legs | null {
  const mine = (signature: string) => eventsOf(evidence, signature).filter((event) => addressArg(event.args, 'onBehalf') === account)
  const supplied = mine(MORPHO.supplyCollateral)
  const withdrawn = mine(MORPHO.withdrawCollateral)
  const borrows = mine(MORPHO.borrow)
  const repays = mine(MORPHO.repay)
  const market = oneMarket([...supplied, ...withdrawn, ...borrows, ...repays])
  if (!market || [...withdrawn, ...borrows].some((event) => addressArg(event.args, 'receiver') !== account)) return null
  let legs: Legs | null = { market, ...NONE }
  for (const event of supplied) legs = add(legs, 'collateralIn', integerArg(event.args, 'assets'))
  for (const event of withdrawn) legs = add(legs, 'collateralOut', integerArg(event.args, 'assets'))
  for (const event of borrows) legs = add(legs, 'borrowed', integerArg(event.args, 'assets'))
  for (const event of repays) legs = add(legs, 'repaid', integerArg(event.args, 'assets'))
  return legs
}

/** The one fungible asset among the changes for exactly this amount; none expected when the amount is zero. */
function onlyAsset(changes: readonly AssetChange[], amounts: readonly bigint[]): (Asset | null)[] | null {
  const wanted = amounts.filter((amount) => amount > 0n)
  if (changes.length !== wanted.length || changes.some((change) => isNft(change.asset))) return null
  const found = amounts.map((amount) => (amount > 0n ? (changes.find((change) => change.amount === amount)?.asset ?? null) : null))
  const used = new Set(found.filter((asset) => asset !== null))
  return found.every((asset, index) => (amounts[index] ?? 0n) === 0n || asset !== null) && used.size === wanted.length ? found : null
}

/**
 * Speaks when a collateralised loan's own events for the sender, all from one market, wherever deployed: a Curve
 * crvUSD or Llamalend controller's `Borrow` (collateral and debt added), `Repay`, `RemoveCollateral`; Morpho Blue's
 * `SupplyCollateral`, `Borrow` and `WithdrawCollateral` on behalf of the sender and paid to it, and `Repay`. A
 * Liquity-style trove's one `TroveUpdated` (opened, with its `TroveCreated`, or adjusted; debt and collateral left;
 * no liquidation or redemption) for the sender or the proxy it called (a DSProxy's `execute` is still the sender's
 * line): the debt token minted to (burned from) the borrower is the debt drawn (repaid), the coin that reached the
 * emitting contract the collateral added, for an opening exactly the trove's collateral. A Liquity v2 trove's one
 * `TroveOperation` of an adjustment states each leg (an opening, which also takes a gas deposit, is left to the flows).
 * The sender's own flows are exactly those amounts (collateral and repayment out, debt and withdrawn collateral in)
 * and nothing else; a liquidation, or a loan drawn and repaid at once, keeps the neutral line. A vault of Maker's Vat: its one `frob` note
 * (through the sender's proxy too) says which legs happened, and the sender's own flows, one asset for each, what moved.
 *
 * @example Deposited 16 wstETH as collateral and borrowed 26,000 crvUSD on 0x… / Deposited 40 ETH as collateral and
 *   borrowed 40,000 LUSD on 0x… / Borrowed 500 crvUSD on 0x… / Repaid … and withdrew … of collateral on 0x… / Withdrew
 *   0.8 WBTC of collateral on a WBTC-A vault of 0x…
 */
export const loanStory: Story = {
  kind: 'loan',
  order: 130,
  gate: { events: ['Borrow', 'Repay', 'RemoveCollateral', 'SupplyCollateral', 'WithdrawCollateral', 'TroveUpdated', 'TroveOperation', VAT_NOTE] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    if ([CURVE.liquidate, MORPHO.liquidate].some((signature) => eventsOf(evidence, signature).length > 0)) return null
    const legs = curveLegs(evidence, from) ?? morphoLegs(evidence, from) ?? troveLegs(evidence, from) ?? boldTroveLegs(evidence) ?? vatLegs(evidence, from)
    if (!legs || (legs.borrowed > 0n && legs.repaid > 0n) || (legs.collateralIn > 0n && legs.collateralOut > 0n)) return null
    const { sent, received } = ownFlows(evidence, from)
    const paid = onlyAsset(sent, [legs.collateralIn, legs.repaid])
    const got = onlyAsset(received, [legs.borrowed, legs.collateralOut])
    if (!paid || !got) return null
    const [collateralIn = null, repaid = null] = paid
    const [borrowed = null, collateralOut = null] = got
    if (collateralIn && !movedExactly(evidence, collateralIn, legs.collateralIn, { from })) return null
    if (repaid && !movedExactly(evidence, repaid, legs.repaid, { from })) return null
    if (borrowed && !movedExactly(evidence, borrowed, legs.borrowed, { to: from })) return null
    if (collateralOut && !movedExactly(evidence, collateralOut, legs.collateralOut, { to: from })) return null
    return loanLine(legs, { collateralIn, repaid, borrowed, collateralOut })
  },
}

function loanLine(legs: Legs, assets: Record<'collateralIn' | 'repaid' | 'borrowed' | 'collateralOut', Asset | null>): StoryLine | null {
  const of = (asset: Asset | null, amount: bigint) => (asset ? amounts([{ asset, amount }]) : null)
  const clauses = [
    assets.collateralIn && [text('deposited '), of(assets.collateralIn, legs.collateralIn), text(' as collateral')],
    assets.repaid && [text('repaid '), of(assets.repaid, legs.repaid)],
    assets.borrowed && [text('borrowed '), of(assets.borrowed, legs.borrowed)],
    assets.collateralOut && [text('withdrew '), of(assets.collateralOut, legs.collateralOut), text(' of collateral')],
  ].filter((clause) => clause !== null)
  if (clauses.length === 0) return null
  const parts = clauses.flatMap((clause, index) => [...(index > 0 ? [text(' and ')] : []), ...clause.filter((part) => part !== null)])
  const [first, ...rest] = parts
  if (first?.type !== 'text') return null
  const opening = text(first.text.charAt(0).toUpperCase() + first.text.slice(1))
  return line('loan', null, [opening, ...rest, text(' on '), ...(legs.venue ?? [address(legs.market)])])
}
