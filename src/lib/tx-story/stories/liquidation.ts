import { assetKey, NATIVE, type Asset } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Actor, Story } from '../story'
import { addressArg, boolArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/** Aave's Pool `LiquidationCall` (V2 and V3, and their forks), as @aave/core-v3 declares it. */
const AAVE_LIQUIDATION = 'LiquidationCall(address,address,address,uint256,uint256,address,bool)'
/** A Compound v2 cToken's `LiquidateBorrow` (and its forks'), as @compound-finance/compound-js declares it. */
const COMPOUND_LIQUIDATION = 'LiquidateBorrow(address,address,uint256,address,uint256)'
/** Morpho Blue's `Liquidate` (one market of the singleton, wherever deployed), as @morpho-org/blue-sdk-viem publishes it (`blueAbi`). */
const MORPHO_LIQUIDATION = 'Liquidate(bytes32,address,address,uint256,uint256,uint256,uint256,uint256)'

/** What one liquidation did: whose position, who liquidated it, what it repaid and what it received. */
interface Liquidation {
  borrower: string
  liquidator: string
  repaid: AssetChange
  received: AssetChange
}

/**
 * An Aave-style liquidation: the liquidator paid exactly the debt the event says it covered, and got exactly the
 * collateral it says was liquidated (or, asked for the receipt token, a receipt token of that collateral).
 */
function aaveLiquidation(evidence: Evidence, event: StoryEvent): Liquidation | null {
  const collateral = addressArg(event.args, 'collateralAsset')
  const debt = addressArg(event.args, 'debtAsset')
  const borrower = addressArg(event.args, 'user')
  const liquidator = addressArg(event.args, 'liquidator')
  const covered = integerArg(event.args, 'debtToCover')
  const seized = integerArg(event.args, 'liquidatedCollateralAmount')
  const asReceiptToken = boolArg(event.args, 'receiveAToken')
  if (!collateral || !debt || !borrower || !liquidator || covered === null || seized === null || asReceiptToken === null) return null
  const debtAsset: Asset = { kind: 'erc20', token: debt }
  if (covered <= 0n || !movedExactly(evidence, debtAsset, covered, { from: liquidator })) return null
  if (!asReceiptToken) {
    const collateralAsset: Asset = { kind: 'erc20', token: collateral }
    if (!movedExactly(evidence, collateralAsset, seized, { to: liquidator })) return null
    return { borrower, liquidator, repaid: { asset: debtAsset, amount: covered }, received: { asset: collateralAsset, amount: seized } }
  }
  const receipt = evidence.movements.find((movement) => {
    const entry = movement.asset.kind === 'erc20' ? evidence.known(movement.asset.token) : null
    return movement.to === liquidator && entry?.role === 'receipt-token' && entry.underlying === collateral
  })
  if (!receipt) return null
  return { borrower, liquidator, repaid: { asset: debtAsset, amount: covered }, received: { asset: receipt.asset, amount: receipt.amount } }
}

/**
 * A Compound v2-style liquidation, told by the cToken whose loan was repaid: the liquidator paid that cToken exactly
 * the repaid amount (the chain's coin for a cETH-like market, else the one token it sent there), and got the
 * collateral cToken from the borrower.
 */
function compoundLiquidation(evidence: Evidence, event: StoryEvent): Liquidation | null {
  const liquidator = addressArg(event.args, 'liquidator')
  const borrower = addressArg(event.args, 'borrower')
  const repaid = integerArg(event.args, 'repayAmount')
  const collateral = addressArg(event.args, 'cTokenCollateral')
  const seized = integerArg(event.args, 'seizeTokens')
  if (!liquidator || !borrower || repaid === null || repaid <= 0n || !collateral || seized === null) return null
  const payments = evidence.movements.filter(
    (movement) => movement.from === liquidator && movement.to === event.address && movement.amount === repaid && movement.asset.kind !== 'erc721',
  )
  const [payment] = payments
  if (payments.length !== 1 || !payment || (payment.asset.kind !== 'erc20' && payment.asset.kind !== 'native')) return null
  const collateralAsset: Asset = { kind: 'erc20', token: collateral }
  const got = evidence.movements.find(
    (movement) => movement.asset.kind === 'erc20' && movement.asset.token === collateral && movement.from === borrower && movement.to === liquidator,
  )
  if (!got || got.amount <= 0n || got.amount > seized) return null
  const asset = payment.asset.kind === 'native' ? NATIVE : payment.asset
  return { borrower, liquidator, repaid: { asset, amount: repaid }, received: { asset: collateralAsset, amount: got.amount } }
}

/** The one ERC20 movement of exactly this amount between these two ends; null when none or more than one fits. */
function soleTokenMovement(evidence: Evidence, from: string, to: string, amount: bigint): AssetChange | null {
  const found = evidence.movements.filter(
    (movement) => movement.from === from && movement.to === to && movement.amount === amount && movement.asset.kind === 'erc20',
  )
  const [movement] = found
  return found.length === 1 && movement ? { asset: movement.asset, amount } : null
}

/**
 * A Morpho Blue-style liquidation. The event names no token: the market that logged it paid the caller exactly the
 * seized collateral, and took exactly the repaid assets of another token from it.
 */
function morphoLiquidation(evidence: Evidence, event: StoryEvent): Liquidation | null {
  const liquidator = addressArg(event.args, 'caller')
  const borrower = addressArg(event.args, 'borrower')
  const repaid = integerArg(event.args, 'repaidAssets')
  const seized = integerArg(event.args, 'seizedAssets')
  if (!liquidator || !borrower || repaid === null || seized === null || repaid <= 0n || seized <= 0n) return null
  const received = soleTokenMovement(evidence, event.address, liquidator, seized)
  const paid = soleTokenMovement(evidence, liquidator, event.address, repaid)
  if (!received || !paid || assetKey(received.asset) === assetKey(paid.asset)) return null
  return { borrower, liquidator, repaid: paid, received }
}

/** Whose line it is: the sender when it liquidated, or the contract it called when that contract did. */
function liquidatorActor(evidence: Evidence, liquidator: string): Actor | null | undefined {
  if (liquidator === evidence.from?.toLowerCase()) return null
  if (liquidator === evidence.to?.toLowerCase()) return { address: liquidator, role: 'contract' }
  return undefined
}

/**
 * Speaks when one Aave-style `LiquidationCall` (any pool of that shape), Compound v2-style `LiquidateBorrow` (any
 * cToken) or Morpho Blue-style `Liquidate` (any market of that shape: its one token paid to the liquidator for exactly
 * the seized assets, another taken from it for exactly the repaid assets), the liquidator paying exactly the repaid
 * debt and receiving the seized collateral; the liquidator is the sender, or the contract it called.
 *
 * @example Liquidated 0x…’s position: repaid 30.66 USDC, received 0.0189 WETH / Contract 0x… liquidated …
 */
export const liquidationStory: Story = {
  kind: 'liquidation',
  order: 110,
  gate: { events: ['LiquidationCall', 'LiquidateBorrow', MORPHO_LIQUIDATION] },
  tell: (evidence) => {
    if (evidence.status === '0') return null
    const aave = eventsOf(evidence, AAVE_LIQUIDATION)
    const compound = eventsOf(evidence, COMPOUND_LIQUIDATION)
    const morpho = eventsOf(evidence, MORPHO_LIQUIDATION)
    const [event] = [...aave, ...compound, ...morpho]
    if (!event || aave.length + compound.length + morpho.length !== 1) return null
    const liquidation =
      aave.length === 1 ? aaveLiquidation(evidence, event) : compound.length === 1 ? compoundLiquidation(evidence, event) : morphoLiquidation(evidence, event)
    if (!liquidation || liquidation.borrower === liquidation.liquidator) return null
    const actor = liquidatorActor(evidence, liquidation.liquidator)
    if (actor === undefined) return null
    return line('liquidation', actor, [
      text('Liquidated '),
      address(liquidation.borrower),
      text('’s position: repaid '),
      amounts([liquidation.repaid]),
      text(', received '),
      amounts([liquidation.received]),
    ])
  },
}
