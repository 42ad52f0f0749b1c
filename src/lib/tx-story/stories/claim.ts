import { assetKey, isNft, NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import type { Movement } from '../movements'
import { type AssetChange, changesOf } from '../net-changes'
import type { Story } from '../story'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/**
 * The events distributors and reward pools publish when an account claims, whatever their shape: Uniswap's
 * MerkleDistributor `Claimed(index, account, amount)`, ENS's `Claim(claimant, amount)`, a reward pool's
 * `RewardPaid(user, reward)`, a multi-token distributor's `Claimed(user, token, amount)`, Gitcoin's payout
 * `FundsClaimed(index, claimee, amount)`, and the like.
 */
/** `claim`, `claimRewards`, `claimTokens`: a call whose name says it claims. */
const CLAIM_CALL = /^claim/i
const CLAIM_EVENT_NAMES = new Set(['Claimed', 'Claim', 'RewardPaid', 'RewardClaimed', 'RewardsClaimed', 'FundsClaimed'])
const ACCOUNT_NAMES = new Set(['account', 'claimant', 'claimee', 'user', 'to', 'recipient', 'receiver', 'beneficiary', '_claimant', '_user', '_account'])
const AMOUNT_NAMES = new Set(['amount', 'reward', 'claimed', 'claimedAmount', 'amountClaimed', '_amount', '_balance', '_reward'])
const TOKEN_NAMES = new Set(['token', 'rewardToken', 'reward', '_token', '_rewardToken'])

/** One claim an event states: for whom, how much, and of which token when it says. */
interface Claim {
  event: StoryEvent
  account: string
  amount: bigint
  token: string | null
}

/**
 * The value of the arguments of this kind whose names are among these (several naming one value, as Aave's `user` and
 * `to` when the claimant is paid), or null when none are or they differ.
 */
function oneArg(event: StoryEvent, names: ReadonlySet<string>, kind: 'address' | 'integer') {
  const found = event.args.filter((arg) => names.has(arg.name) && arg.value.kind === kind)
  const values = new Set(found.map((arg) => ('value' in arg.value ? String(arg.value.value) : '')))
  return found.length > 0 && values.size === 1 ? found[0]!.value : null
}

function claimOf(event: StoryEvent): Claim | null {
  if (!CLAIM_EVENT_NAMES.has(event.name)) return null
  const account = oneArg(event, ACCOUNT_NAMES, 'address')
  const amount = oneArg(event, AMOUNT_NAMES, 'integer')
  const token = oneArg(event, TOKEN_NAMES, 'address')
  if (account?.kind !== 'address' || amount?.kind !== 'integer' || amount.value <= 0n) return null
  return { event, account: account.value.toLowerCase(), amount: amount.value, token: token?.kind === 'address' ? token.value.toLowerCase() : null }
}

/**
 * The token transfer that paid a claim: exactly its amount, from the distributor (or minted, or the token itself);
 * where the event names the token, from wherever it was held (a rewards vault) to the claimant itself.
 */
function payoutOf(evidence: Evidence, claim: Claim): Movement | null {
  return (
    evidence.movements.find(
      (movement) =>
        movement.asset.kind === 'erc20' &&
        movement.amount === claim.amount &&
        (claim.token === null || movement.asset.token === claim.token) &&
        (movement.from === claim.event.address ||
          movement.from === ZERO_ADDRESS ||
          movement.asset.token === claim.event.address ||
          (claim.token !== null && movement.to === claim.account)),
    ) ?? null
  )
}

/** What the sender received, and the coin it paid the called contract (a fee); null when it sent anything else. */
function ownFlows(evidence: Evidence, from: string): { received: AssetChange[]; fee: AssetChange | null } | null {
  const to = evidence.to?.toLowerCase()
  if (evidence.movements.some((movement) => movement.from === from && (movement.asset.kind !== 'native' || movement.to !== to))) return null
  const own = changesOf(evidence.netChanges, from)
  const sent = own.filter((change) => change.amount < 0n)
  const [fee] = sent
  if (sent.length > 1 || (fee && fee.asset.kind !== 'native')) return null
  return { received: own.filter((change) => change.amount > 0n), fee: fee ? { asset: fee.asset, amount: -fee.amount } : null }
}

const feeParts = (fee: AssetChange | null) => (fee ? [text(' (paid a '), amounts([fee]), text(' fee)')] : [])

/**
 * Claims the distributor's own events state for the sender, each paid out to the exact amount. Paid to the sender,
 * the line names all it received (a reward pool's extra tokens come along); paid into another contract (a vesting
 * or staking one), it says where, and what that contract, when the sender called it, issued back of its own token.
 */
function claimedByEvents(evidence: Evidence, from: string, flows: NonNullable<ReturnType<typeof ownFlows>>) {
  const claims = evidence.events.flatMap((event) => claimOf(event) ?? [])
  if (claims.length === 0 || claims.some((claim) => claim.account !== from)) return null
  const payouts = claims.map((claim) => payoutOf(evidence, claim))
  if (payouts.some((payout) => payout === null)) return null
  const destinations = new Set(payouts.map((payout) => payout!.to))
  if (destinations.size !== 1) return null
  const [destination] = destinations
  if (destination === from) {
    if (flows.received.length === 0) return null
    return line('claim', null, [text('Claimed '), amounts(flows.received), ...feeParts(flows.fee)])
  }
  if (!destination || (flows.received.length > 0 && !issuedBy(evidence, destination, from, flows.received))) return null
  const claimed = payouts.map((payout) => ({ asset: payout!.asset, amount: payout!.amount }))
  const receipt = flows.received.length > 0 ? [text(', receiving '), amounts(flows.received)] : []
  return line('claim', null, [text('Claimed '), amounts(claimed), text(' into '), address(destination), ...receipt, ...feeParts(flows.fee)])
}

/**
 * Whether all the sender received is the token of the contract it called and the claim was paid into, issued to it
 * there (a staking contract's receipt for the claimed tokens it took in on the sender's behalf).
 */
function issuedBy(evidence: Evidence, destination: string, from: string, received: readonly AssetChange[]) {
  if (destination !== evidence.to?.toLowerCase()) return false
  return received.every(
    (change) =>
      change.asset.kind === 'erc20' &&
      change.asset.token === destination &&
      evidence.movements.some(
        (movement) =>
          movement.to === from &&
          movement.asset.kind === 'erc20' &&
          movement.asset.token === destination &&
          (movement.from === ZERO_ADDRESS || movement.from === destination),
      ),
  )
}

/**
 * A `claim…` call with no claim event the index reads: the sender only received (and perhaps paid a fee in the
 * chain's coin; a fee for NFTs is a price, so those are left to the flows).
 */
function claimedByCall(evidence: Evidence, flows: NonNullable<ReturnType<typeof ownFlows>>) {
  if (!evidence.call || !CLAIM_CALL.test(evidence.call.name) || flows.received.length === 0) return null
  if (flows.fee && flows.received.some((change) => isNft(change.asset))) return null
  return line('claim', null, [text('Claimed '), amounts(flows.received), ...feeParts(flows.fee)])
}

/** OpenZeppelin's VestingWallet paying its beneficiary what has vested, as @openzeppelin/contracts declares it. */
const VESTING_RELEASES = ['ERC20Released(address,uint256)', 'EtherReleased(uint256)']

/**
 * A vesting wallet's release to the sender: the one `ERC20Released` or `EtherReleased` of the wallet it called, its
 * amount paid by the wallet to the sender, and nothing else coming or going.
 */
function releasedFromVesting(evidence: Evidence, from: string, flows: NonNullable<ReturnType<typeof ownFlows>>) {
  const wallet = evidence.to?.toLowerCase()
  const releases = VESTING_RELEASES.flatMap((signature) => eventsOf(evidence, signature))
  const [release] = releases
  if (!wallet || !release || releases.length !== 1 || release.address !== wallet || flows.fee) return null
  const token = addressArg(release.args, 'token')
  const amount = integerArg(release.args, 'amount')
  const asset: Asset = token ? { kind: 'erc20', token } : NATIVE
  const [got, ...more] = flows.received
  if (amount === null || amount <= 0n || !got || more.length > 0 || assetKey(got.asset) !== assetKey(asset) || got.amount !== amount) return null
  if (!movedExactly(evidence, asset, amount, { from: wallet, to: from })) return null
  return line('vesting-release', null, [text('Released '), amounts([got]), text(' vested in '), address(wallet)])
}

/**
 * Speaks when a distributor's or reward pool's claim event of any shape the index decodes (`Claimed`, `Claim`,
 * `RewardPaid`, `RewardsClaimed`, `FundsClaimed`, …) for the sender (every account it names being the sender), each
 * paid out to its exact amount by the distributor, or, where the event names the token, to the sender from wherever
 * it was held; or a decoded `claim…` call.
 * Either way the sender sent nothing but, perhaps, a fee in the chain's coin to the contract it called. Paid into
 * another contract, the line says where; when that is the contract the sender called and it issued its own token to
 * the sender (a staking receipt), the line says so. Or a vesting wallet the sender called released to it, by its one
 * `ERC20Released`/`EtherReleased`, exactly what the sender received from it.
 *
 * @example Claimed 8.38 BAL and 6.57 AURA / Claimed 1,000 OMNI (paid a 0.0005 ETH fee) / Claimed 6,350 BLUR into
 *   0x…, receiving 6,350 … / Released 1,250 USDC vested in 0x…
 */
export const claimStory: Story = {
  kind: 'claim',
  order: 240,
  gate: { events: [...CLAIM_EVENT_NAMES, ...VESTING_RELEASES], names: [CLAIM_CALL] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const flows = ownFlows(evidence, from)
    if (!flows) return null
    const hasClaimEvent = evidence.events.some((event) => CLAIM_EVENT_NAMES.has(event.name))
    return hasClaimEvent ? claimedByEvents(evidence, from, flows) : (releasedFromVesting(evidence, from, flows) ?? claimedByCall(evidence, flows))
  },
}
