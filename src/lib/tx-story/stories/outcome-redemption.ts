import { ZERO_ADDRESS, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { StoryLine } from '../story'
import { addressArg, bytesArg, integerArg, movedExactly, soleEvent, type Evidence } from './args'
import { address, amounts, line, lowerFirst, text } from './words'

/**
 * Gnosis's conditional tokens (Polymarket's on Polygon, Omen's on Gnosis Chain), as
 * @gnosis.pm/conditional-tokens-contracts publishes them: a redemption burns the redeemer's outcome tokens of a
 * resolved condition and pays what they won in the collateral.
 */
export const PAYOUT_REDEMPTION = 'PayoutRedemption(address,address,bytes32,bytes32,uint256[],uint256)'
/** A position split straight from the collateral, not from another condition's position. */
const TOP_LEVEL = `0x${'0'.repeat(64)}`

/** Whether the redeemer's own changes are its outcome tokens burned and exactly the payout in, nothing else. */
function onlyRedeemed(evidence: Evidence, redeemer: string, tokens: string, payout: { asset: Asset; amount: bigint }) {
  const changes = changesOf(evidence.netChanges, redeemer)
  const burned = changes.filter((change) => change.amount < 0n)
  const gained = changes.filter((change) => change.amount > 0n)
  if (burned.length === 0 || burned.some((change) => change.asset.kind !== 'erc1155' || change.asset.token !== tokens)) return false
  if (evidence.movements.some((movement) => movement.from === redeemer && movement.asset.kind === 'erc1155' && movement.to !== ZERO_ADDRESS)) return false
  if (payout.amount === 0n) return gained.length === 0
  const [got] = gained
  return (
    gained.length === 1 &&
    got?.asset.kind === 'erc20' &&
    payout.asset.kind === 'erc20' &&
    got.asset.token === payout.asset.token &&
    got.amount === payout.amount
  )
}

/**
 * A redemption: the transaction logs exactly one `PayoutRedemption` of a top-level position, wherever the conditional
 * tokens are deployed: the redeemer's outcome tokens of that contract burned, and exactly the event's payout of its
 * collateral paid by that contract to the redeemer, nothing else of the redeemer's moving. The redeemer is the
 * sender, or an account acting for it (a proxy wallet a relayer called) while the sender moved nothing.
 */
export function outcomeRedemption(evidence: Evidence): StoryLine | null {
  const from = evidence.from?.toLowerCase()
  const redemption = soleEvent(evidence, PAYOUT_REDEMPTION)
  if (!from || !redemption || evidence.status === '0') return null
  const redeemer = addressArg(redemption.args, 'redeemer')
  const collateral = addressArg(redemption.args, 'collateralToken')
  const amount = integerArg(redemption.args, 'payout')
  if (!redeemer || !collateral || amount === null || bytesArg(redemption.args, 'parentCollectionId') !== TOP_LEVEL) return null
  const payout = { asset: { kind: 'erc20', token: collateral } as const, amount }
  if (amount > 0n && !movedExactly(evidence, payout.asset, amount, { from: redemption.address, to: redeemer })) return null
  if (!onlyRedeemed(evidence, redeemer, redemption.address, payout)) return null
  if (redeemer !== from && changesOf(evidence.netChanges, from).length > 0) return null
  const words = [text('Redeemed its shares of a resolved market on '), address(redemption.address), text(' for '), amounts([payout])]
  return redeemer === from ? line('outcome-redemption', null, words) : line('outcome-redemption', { address: redeemer, role: 'account' }, lowerFirst(words))
}
