import { NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import type { Story } from '../story'
import { COMPOUND_EVENTS, tellCompound } from './compound-lending'
import { lendingLine, type LendingVerb } from './lending-line'
import { address, text } from './words'

interface PoolEventRule {
  signature: string
  verb: LendingVerb
  /** whose position changes */
  account: string
  /** who gives or gets the reserve */
  party: string
  direction: 'out' | 'in'
}

/**
 * The pool events of Aave V3's IPool (@aave/core-v3) and Aave V2's ILendingPool (@bgd-labs/aave-address-book), which
 * the forks of each deploy unchanged.
 */
const AAVE_POOL_EVENTS: readonly PoolEventRule[] = [
  { signature: 'Supply(address,address,address,uint256,uint16)', verb: 'supply', account: 'onBehalfOf', party: 'user', direction: 'out' },
  { signature: 'Deposit(address,address,address,uint256,uint16)', verb: 'supply', account: 'onBehalfOf', party: 'user', direction: 'out' },
  { signature: 'Borrow(address,address,address,uint256,uint8,uint256,uint16)', verb: 'borrow', account: 'onBehalfOf', party: 'user', direction: 'in' },
  { signature: 'Borrow(address,address,address,uint256,uint256,uint256,uint16)', verb: 'borrow', account: 'onBehalfOf', party: 'user', direction: 'in' },
  { signature: 'Repay(address,address,address,uint256,bool)', verb: 'repay', account: 'user', party: 'repayer', direction: 'out' },
  { signature: 'Repay(address,address,address,uint256)', verb: 'repay', account: 'user', party: 'repayer', direction: 'out' },
  { signature: 'Withdraw(address,address,address,uint256)', verb: 'withdraw', account: 'user', party: 'to', direction: 'in' },
]

/** The chain's coin that went from one address to the other, less what came back (a gateway's refund of an overpayment). */
function coinNet(evidence: Evidence, from: string, to: string): bigint {
  let net = 0n
  for (const movement of evidence.movements) {
    if (movement.asset.kind !== 'native') continue
    if (movement.from === from && movement.to === to) net += movement.amount
    else if (movement.from === to && movement.to === from) net -= movement.amount
  }
  return net
}

/**
 * The asset the sender gave or got for the event: the reserve itself when the sender is the party, or the native coin
 * when the party is the pool's published gateway, which wraps and unwraps it for the sender (exactly that much of the
 * coin, net of what the gateway sent back). Null when neither fits: the line speaks only for the sender, never for a
 * gateway or another contract in between.
 */
function senderAsset(evidence: Evidence, reserve: string, party: string, amount: bigint, direction: 'out' | 'in'): Asset | null {
  const from = evidence.from?.toLowerCase()
  const asset: Asset = { kind: 'erc20', token: reserve }
  const ends = direction === 'out' ? { from: party } : { to: party }
  if (party === from) return movedExactly(evidence, asset, amount, ends) ? asset : null
  if (evidence.known(party)?.role !== 'lending-gateway' || !movedExactly(evidence, asset, amount, ends) || !from) return null
  const net = direction === 'out' ? coinNet(evidence, from, party) : coinNet(evidence, party, from)
  return net === amount ? NATIVE : null
}

/**
 * Whether a token other than the reserve was issued to or taken back from the account: the receipt or debt token an
 * Aave-style pool moves on each supply, borrow, repay and withdrawal, by which a pool no list names shows it keeps
 * positions.
 */
const positionTokenMoved = (evidence: Evidence, reserve: string, account: string) =>
  evidence.movements.some(
    (movement) =>
      movement.asset.kind === 'erc20' &&
      movement.asset.token !== reserve &&
      ((movement.from === ZERO_ADDRESS && movement.to === account) || (movement.from === account && movement.to === ZERO_ADDRESS)),
  )

/** The pool as the line names it: its protocol where the address book lists it; its address where nothing lists it. */
function poolVenue(evidence: Evidence, pool: string, reserve: string, account: string) {
  const known = evidence.known(pool)
  if (known?.role === 'lending-pool') return text(known.protocol)
  return known === null && positionTokenMoved(evidence, reserve, account) ? address(pool) : null
}

/**
 * Whether the published gateway withdrew for the sender: it is both the event's account and its party, and holds the
 * position only because the sender handed it that exact amount of a token (the receipt token) in this transaction.
 */
const gatewayWithdrewForSender = (evidence: Evidence, account: string, party: string, amount: bigint, from: string) =>
  account === party &&
  evidence.known(account)?.role === 'lending-gateway' &&
  evidence.movements.some((movement) => movement.asset.kind === 'erc20' && movement.from === from && movement.to === account && movement.amount === amount)

function tellEvent(evidence: Evidence, event: StoryEvent, rule: PoolEventRule) {
  const reserve = addressArg(event.args, 'reserve')
  const account = addressArg(event.args, rule.account)
  const party = addressArg(event.args, rule.party)
  const amount = integerArg(event.args, 'amount')
  const from = evidence.from?.toLowerCase()
  if (!reserve || !account || !party || amount === null || !from) return null
  const forSender =
    account === from ||
    party === from ||
    (evidence.known(party)?.role === 'lending-gateway' && account === from) ||
    (rule.verb === 'withdraw' && gatewayWithdrewForSender(evidence, account, party, amount, from))
  if (!forSender) return null
  const venue = poolVenue(evidence, event.address.toLowerCase(), reserve, account)
  const asset = venue && senderAsset(evidence, reserve, party, amount, rule.direction)
  return venue && asset ? lendingLine(evidence, rule.verb, from, asset, amount, venue) : null
}

/**
 * Speaks when an Aave V3 or V2 pool event (from a pool the address book lists, or from one no list names that moved
 * the account's receipt or debt token beside it) and the reserve moving that exact amount, for the sender (or through
 * the pool's published gateway: a supply on the sender's behalf, a withdrawal of the receipt tokens the sender handed
 * it, the native coin wrapped or unwrapped); or a Compound v2 cToken's
 * `Mint`/`Redeem`/`Borrow`/`RepayBorrow` or a v3 Comet's
 * `Supply`/`Withdraw`/`SupplyCollateral`/`WithdrawCollateral` (the market's only one in the transaction, from a
 * listed market), naming the sender, with the asset moving that exact amount between the sender (or the
 * withdrawal's recipient) and the market (`compound-lending.ts`). On a Comet no list names, only the sender's
 * `supply(asset, amount)` with the largest amount (Comet's "the whole borrow balance") and the market's one `Supply`
 * from and for the sender, that much of the asset paid in and none of the market's balance moving: the whole debt repaid.
 *
 * @example Supplied / Borrowed / Repaid / Withdrew 100 DAI … Aave V3; Borrowed 100 DAI from 0x… (an Aave fork);
 *   Supplied 1.25 ETH to Compound v2; Repaid its whole debt of 100.000919 USDC to 0x…
 */
export const lendingStory: Story = {
  kind: 'lending',
  order: 120,
  gate: { events: [...AAVE_POOL_EVENTS, ...COMPOUND_EVENTS].map(({ signature }) => signature) },
  tell: (evidence) => {
    for (const rule of AAVE_POOL_EVENTS) {
      const [event, ...others] = eventsOf(evidence, rule.signature)
      if (event && others.length === 0) {
        const told = tellEvent(evidence, event, rule)
        if (told) return told
      }
    }
    return tellCompound(evidence)
  },
}
