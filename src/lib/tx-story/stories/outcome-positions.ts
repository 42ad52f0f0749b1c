import { ZERO_ADDRESS } from '../assets'
import { changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, bytesArg, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { outcomeRedemption, PAYOUT_REDEMPTION } from './outcome-redemption'
import { address, amounts, line, lowerFirst, text } from './words'

/**
 * Gnosis's conditional tokens (Polymarket's on Polygon, Omen's on Gnosis Chain), as
 * @gnosis.pm/conditional-tokens-contracts publishes them: a split locks collateral for one share of each outcome, a
 * merge burns one of each to take it back.
 */
const SPLIT = 'PositionSplit(address,address,bytes32,bytes32,uint256[],uint256)'
const MERGE = 'PositionsMerge(address,address,bytes32,bytes32,uint256[],uint256)'
/** A position split straight from the collateral, not from another condition's position. */
const TOP_LEVEL = `0x${'0'.repeat(64)}`

/**
 * Whether the stakeholder's own changes are exactly the collateral (out for a split, in for a merge) and outcome
 * tokens of the contract that logged the event (minted to it, or burned from it), nothing else.
 */
function onlyThePositions(evidence: Evidence, event: StoryEvent, stakeholder: string, collateral: string, amount: bigint, split: boolean) {
  const tokens = event.address
  const changes = changesOf(evidence.netChanges, stakeholder)
  const shares = changes.filter((change) => change.asset.kind === 'erc1155' && change.asset.token === tokens)
  const paid = changes.filter((change) => change.asset.kind === 'erc20' && change.asset.token === collateral)
  if (shares.length < 2 || paid.length !== 1 || shares.length + paid.length !== changes.length) return false
  if (paid[0]!.amount !== (split ? -amount : amount) || shares.some((change) => change.amount > 0n !== split)) return false
  const minted = (holder: string) =>
    evidence.movements.some((movement) => movement.asset.kind === 'erc1155' && movement.from === ZERO_ADDRESS && movement.to === holder)
  const burned = (holder: string) =>
    evidence.movements.some((movement) => movement.asset.kind === 'erc1155' && movement.from === holder && movement.to === ZERO_ADDRESS)
  const ends = split ? { from: stakeholder, to: tokens } : { from: tokens, to: stakeholder }
  return (split ? minted(stakeholder) : burned(stakeholder)) && movedExactly(evidence, { kind: 'erc20', token: collateral }, amount, ends)
}

/** A split or merge of one top-level position by its stakeholder. */
function splitOrMerged(evidence: Evidence) {
  const from = evidence.from?.toLowerCase()
  const events = evidence.events.filter((event) => event.signature === SPLIT || event.signature === MERGE)
  const [event] = events
  if (!from || !event || events.length !== 1 || evidence.status === '0') return null
  const split = event.signature === SPLIT
  const stakeholder = addressArg(event.args, 'stakeholder')
  const collateral = addressArg(event.args, 'collateralToken')
  const amount = integerArg(event.args, 'amount')
  if (!stakeholder || !collateral || !amount || bytesArg(event.args, 'parentCollectionId') !== TOP_LEVEL) return null
  if (!onlyThePositions(evidence, event, stakeholder, collateral, amount, split)) return null
  if (stakeholder !== from && changesOf(evidence.netChanges, from).length > 0) return null
  const market = [text('a share of each outcome of a market on '), address(event.address)]
  const coin = amounts([{ asset: { kind: 'erc20', token: collateral }, amount }])
  const words = split ? [text('Split '), coin, text(' into '), ...market] : [text('Merged '), ...market, text(' back into '), coin]
  return stakeholder === from ? line('outcome-positions', null, words) : line('outcome-positions', { address: stakeholder, role: 'account' }, lowerFirst(words))
}

/**
 * Speaks when the transaction logs exactly one `PayoutRedemption` of a top-level position, its payout (perhaps
 * nothing) paid to its redeemer whose outcome tokens were burned (outcome-redemption.ts), or exactly one `PositionSplit` or `PositionsMerge` of a top-level position into (out of)
 * two or more outcomes, wherever the conditional tokens are deployed, and the stakeholder's own changes are exactly
 * the event's amount of collateral, paid to (by) that contract, and its outcome tokens minted to it (burned from it).
 * The redeemer or stakeholder is the sender, or an account acting for it while the sender moved nothing.
 *
 * @example Split 100 USDC into a share of each outcome of a market on 0x… / Merged a share of each outcome of a market
 *   on 0x… back into 100 USDC / Redeemed its shares of a resolved market on 0x… for 120 USDC.e
 */
export const outcomePositionsStory: Story = {
  kind: 'outcome-positions',
  order: 109,
  gate: { events: [SPLIT, MERGE, PAYOUT_REDEMPTION] },
  tell: (evidence) => outcomeRedemption(evidence) ?? splitOrMerged(evidence),
}
