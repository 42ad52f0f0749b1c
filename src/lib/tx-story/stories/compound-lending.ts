import { maxUint256 } from 'viem'
import { NATIVE, ZERO_ADDRESS, type Asset } from '../assets'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { ownFlows } from './liquidity-flows'
import { movedLine } from './moved-line'
import { lendingLine, type LendingVerb } from './lending-line'
import { address, amounts, line, text } from './words'

/**
 * Compound's market events as Compound publishes them: v2's cToken events, then v3's Comet events. Each names the
 * account that acts, the amount, and (for v3's withdrawals) who gets the asset; collateral events name the asset.
 */
export const COMPOUND_EVENTS: readonly {
  signature: string
  verb: LendingVerb
  account: string
  amount: string
  direction: 'out' | 'in'
  recipient?: string
  asset?: string
  /**
   * v3's base asset: the account's Comet balance that moves with it, which tells a supply from a repay; with none
   * moved at all, the whole amount was the other verb (`unmoved`)
   */
  balance?: { account: string; direction: 'minted' | 'burned'; unmoved: LendingVerb }
}[] = [
  { signature: 'Mint(address,uint256,uint256)', verb: 'supply', account: 'minter', amount: 'mintAmount', direction: 'out' },
  { signature: 'Redeem(address,uint256,uint256)', verb: 'withdraw', account: 'redeemer', amount: 'redeemAmount', direction: 'in' },
  { signature: 'Borrow(address,uint256,uint256,uint256)', verb: 'borrow', account: 'borrower', amount: 'borrowAmount', direction: 'in' },
  { signature: 'RepayBorrow(address,address,uint256,uint256,uint256)', verb: 'repay', account: 'payer', amount: 'repayAmount', direction: 'out' },
  {
    signature: 'Supply(address,address,uint256)',
    verb: 'supply',
    account: 'from',
    amount: 'amount',
    direction: 'out',
    balance: { account: 'dst', direction: 'minted', unmoved: 'repay' },
  },
  {
    signature: 'Withdraw(address,address,uint256)',
    verb: 'withdraw',
    account: 'src',
    amount: 'amount',
    direction: 'in',
    recipient: 'to',
    balance: { account: 'src', direction: 'burned', unmoved: 'borrow' },
  },
  { signature: 'SupplyCollateral(address,address,address,uint256)', verb: 'supply', account: 'from', amount: 'amount', direction: 'out', asset: 'asset' },
  {
    signature: 'WithdrawCollateral(address,address,address,uint256)',
    verb: 'withdraw',
    account: 'src',
    amount: 'amount',
    direction: 'in',
    recipient: 'to',
    asset: 'asset',
  },
]

/**
 * Comet emits one Supply for a supply and a repay, and one Withdraw for a withdrawal and a borrow; only the part that
 * becomes (or leaves) the account's supply balance moves its Comet balance, by a Transfer from (to) the zero address.
 * So "supplied" and "withdrew" need that balance to move by the whole amount, give or take the index's rounding.
 */
function balanceMovedWhole(evidence: Evidence, event: StoryEvent, balance: { account: string; direction: 'minted' | 'burned' }, amount: bigint): boolean {
  const account = addressArg(event.args, balance.account)
  if (!account) return false
  const [from, to] = balance.direction === 'minted' ? [ZERO_ADDRESS, account] : [account, ZERO_ADDRESS]
  return evidence.movements.some(
    (movement) =>
      movement.asset.kind === 'erc20' &&
      movement.asset.token === event.address &&
      movement.from === from &&
      movement.to === to &&
      movement.amount <= amount + 3n &&
      movement.amount * 10_000n >= amount * 9_999n,
  )
}

/**
 * Whether none of the account's Comet balance moved: then all of a Supply repaid its debt, and all of a Withdraw was
 * borrowed (Comet logs the balance's Transfer whenever any part of the amount is supplied or withdrawn, and any amount
 * above one unit changes the principal). The account is the sender's own, so a repay of another's debt says no verb.
 */
function balanceUnmoved(evidence: Evidence, event: StoryEvent, balance: { account: string }, amount: bigint): boolean {
  const account = addressArg(event.args, balance.account)
  if (!account || account !== evidence.from?.toLowerCase() || amount < 2n) return false
  return !evidence.movements.some((movement) => movement.asset.kind === 'erc20' && movement.asset.token === event.address)
}

function tellEvent(evidence: Evidence, event: StoryEvent, rule: (typeof COMPOUND_EVENTS)[number]) {
  const market = evidence.known(event.address)
  if (market?.role !== 'lending-market') return null
  const account = addressArg(event.args, rule.account)
  const amount = integerArg(event.args, rule.amount)
  if (!account || account !== evidence.from?.toLowerCase() || amount === null || amount <= 0n) return null
  const token = rule.asset ? addressArg(event.args, rule.asset) : market.underlying
  if (rule.asset && token === null) return null
  const asset: Asset = token === null ? NATIVE : { kind: 'erc20', token }
  const recipient = rule.recipient ? addressArg(event.args, rule.recipient) : account
  if (!recipient) return null
  const [from, to] = rule.direction === 'out' ? [account, event.address] : [event.address, recipient]
  if (!movedExactly(evidence, asset, amount, { from, to })) return null
  // Comet's one event for a supply and a repay (or a withdrawal and a borrow): the balance it moved tells which.
  if (rule.balance && !balanceMovedWhole(evidence, event, rule.balance, amount)) {
    return balanceUnmoved(evidence, event, rule.balance, amount)
      ? lendingLine(evidence, rule.balance.unmoved, account, asset, amount, text(market.protocol))
      : movedLine(evidence)
  }
  return lendingLine(evidence, rule.verb, account, asset, amount, text(market.protocol))
}

const COMET_SUPPLY = 'Supply(address,address,uint256)'

/**
 * A Comet market no list names (a newer deployment than the published package's) whose whole debt the sender repaid:
 * its `supply(asset, amount)` called by the sender with the largest amount, which Comet reads as "the whole borrow
 * balance" of the base asset; the market's one `Supply` from and for the sender for what it took; exactly that much
 * of the asset from the sender into the market; none of the market's own balance moving (a supply would mint it); and
 * nothing else of the sender's moving. The market is named by its address.
 */
function tellWholeDebtRepaid(evidence: Evidence) {
  const sender = evidence.from?.toLowerCase()
  const market = evidence.to?.toLowerCase()
  const call = evidence.call
  if (!sender || !market || call?.name !== 'supply' || call.args.length !== 2 || integerArg(call.args, 'amount') !== maxUint256) return null
  const token = addressArg(call.args, 'asset')
  const supplies = eventsOf(evidence, COMET_SUPPLY)
  const [supply] = supplies
  if (!token || !supply || supplies.length !== 1 || supply.address !== market) return null
  const amount = integerArg(supply.args, 'amount')
  if (addressArg(supply.args, 'from') !== sender || addressArg(supply.args, 'dst') !== sender || amount === null || amount <= 0n) return null
  const asset: Asset = { kind: 'erc20', token }
  if (!movedExactly(evidence, asset, amount, { from: sender, to: market })) return null
  if (evidence.movements.some((movement) => movement.asset.kind === 'erc20' && movement.asset.token === market)) return null
  const { sent, received } = ownFlows(evidence, sender)
  if (sent.length !== 1 || received.length !== 0) return null
  return line('lending-repay', null, [text('Repaid its whole debt of '), amounts([{ asset, amount }]), text(' to '), address(market)])
}

/**
 * A supply, borrow, repay or withdrawal on a Compound v2 cToken or v3 Comet market the address book names, by the
 * sender itself: the market's one event in the transaction, and the asset moving that exact amount between the sender
 * (or, for a withdrawal, its recipient) and the market. The cTokens or Comet balance minted or burned beside it are
 * not "received".
 */
export function tellCompound(evidence: Evidence) {
  const found = evidence.events.flatMap((event) => {
    const rule = COMPOUND_EVENTS.find(({ signature }) => signature === event.signature)
    return rule && evidence.known(event.address)?.role === 'lending-market' ? [{ event, rule }] : []
  })
  const [only, ...others] = found
  if (!only) return tellWholeDebtRepaid(evidence)
  return others.length === 0 ? tellEvent(evidence, only.event, only.rule) : null
}
