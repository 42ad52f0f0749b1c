import { NATIVE, ZERO_ADDRESS } from '../assets'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence } from './args'

/** Liquity's BorrowerOperations events (its forks keep the shape), from the verified-sources table. */
const TROVE = {
  created: 'TroveCreated(address,uint256)',
  updated: 'TroveUpdated(address,uint256,uint256,uint256,uint8)',
}
/** BorrowerOperations' operation numbers: a trove opened, or adjusted. */
const OPEN = 0n
const ADJUST = 2n
/** What a trove manager logs when it liquidates or redeems a trove: never a borrower's own adjustment. */
const NOT_THE_BORROWERS = /^(TroveLiquidated|Liquidation|Redemption)$/

export interface TroveLegs {
  market: string
  collateralIn: bigint
  collateralOut: bigint
  borrowed: bigint
  repaid: bigint
}

/**
 * A Liquity-style trove opened or adjusted by the sender, or by the proxy it called (a DSProxy's `execute`: the line is
 * still the sender's). One contract's `TroveUpdated` for that borrower, open (with its `TroveCreated`) or adjusted,
 * with debt and collateral left, and no liquidation or redemption beside it. The debt drawn is the debt token minted to
 * the borrower, the debt repaid the debt token burned from it, and the collateral the coin that reached the contract:
 * for an opening, exactly the trove's collateral. A withdrawal of collateral is not read here (the coin comes from
 * another pool), so it keeps the neutral line.
 */
export function troveLegs(evidence: Evidence, from: string): TroveLegs | null {
  if (evidence.events.some((event) => NOT_THE_BORROWERS.test(event.name))) return null
  const borrowers = new Set([from, evidence.to?.toLowerCase()].filter((account) => account !== undefined))
  const updates = eventsOf(evidence, TROVE.updated).filter((event) => borrowers.has(addressArg(event.args, '_borrower') ?? ''))
  const [update] = updates
  if (!update || updates.length !== 1 || eventsOf(evidence, TROVE.updated).length !== 1) return null
  const market = update.address
  const borrower = addressArg(update.args, '_borrower')!
  const operation = integerArg(update.args, 'operation')
  const debt = integerArg(update.args, '_debt') ?? 0n
  const coll = integerArg(update.args, '_coll') ?? 0n
  if ((operation !== OPEN && operation !== ADJUST) || debt <= 0n || coll <= 0n) return null
  const created = eventsOf(evidence, TROVE.created).filter((event) => event.address === market && addressArg(event.args, '_borrower') === borrower)
  if ((operation === OPEN) !== (created.length === 1)) return null
  const intoMarket = evidence.movements.filter((movement) => movement.asset.kind === 'native' && movement.to === market)
  const collateralIn = intoMarket.reduce((sum, movement) => sum + movement.amount, 0n)
  if (operation === OPEN && (collateralIn !== coll || !movedExactly(evidence, NATIVE, coll, { to: market }))) return null
  const debtMoves = evidence.movements.filter(
    (movement) =>
      movement.asset.kind === 'erc20' &&
      movement.source === 'transfer' &&
      ((movement.from === ZERO_ADDRESS && movement.to === borrower) || (movement.from === borrower && movement.to === ZERO_ADDRESS)),
  )
  const borrowed = debtMoves.filter((movement) => movement.to === borrower).reduce((sum, movement) => sum + movement.amount, 0n)
  const repaid = debtMoves.filter((movement) => movement.from === borrower).reduce((sum, movement) => sum + movement.amount, 0n)
  if (new Set(debtMoves.map((movement) => (movement.asset.kind === 'erc20' ? movement.asset.token : ''))).size > 1) return null
  return { market, collateralIn, collateralOut: 0n, borrowed, repaid }
}

/** Liquity v2's TroveManager logging an operation on a trove, as `liquity/bold` declares it (troves are NFTs: by id). */
const TROVE_OPERATION = 'TroveOperation(uint256,uint8,uint256,uint256,uint256,int256,uint256,int256)'
/** Its `Operation` number for a trove adjusted: collateral and debt moved by their owner's call. */
const ADJUST_TROVE = 2n

/**
 * A Liquity v2 trove adjusted: its TroveManager's one `TroveOperation`, of `adjustTrove`, with no liquidation or
 * redemption beside it. The changes it states are the legs: collateral added or withdrawn, debt drawn or repaid (an
 * upfront fee is added to the debt, never paid out). Opening a trove also takes a gas deposit in WETH beside the
 * collateral, so an opening is left to the flows.
 */
export function boldTroveLegs(evidence: Evidence): TroveLegs | null {
  if (evidence.events.some((event) => NOT_THE_BORROWERS.test(event.name))) return null
  const operations = eventsOf(evidence, TROVE_OPERATION)
  const [operation] = operations
  if (!operation || operations.length !== 1 || integerArg(operation.args, '_operation') !== ADJUST_TROVE) return null
  const coll = integerArg(operation.args, '_collChangeFromOperation')
  const debt = integerArg(operation.args, '_debtChangeFromOperation')
  if (coll === null || debt === null || (coll === 0n && debt === 0n)) return null
  return {
    market: operation.address,
    collateralIn: coll > 0n ? coll : 0n,
    collateralOut: coll < 0n ? -coll : 0n,
    borrowed: debt > 0n ? debt : 0n,
    repaid: debt < 0n ? -debt : 0n,
  }
}
