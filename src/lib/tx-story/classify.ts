import { isUnlimitedAmount } from '@/lib/decode-input'
import { assetKey, isNft, NATIVE, ZERO_ADDRESS, type Asset } from './assets'
import { callVerbOf, VERB_DIRECTION, type CallVerb } from './call-verbs'
import type { Movement } from './movements'
import { type AssetChange, type NetChange, changesOf } from './net-changes'
import { callNameSaysSwap, type TradeSignals } from './trade-signals'

/** What a transaction did, in the sender's terms; amounts exact, in raw units. */
export type Action =
  | { kind: 'failed'; call: string | null; contract: string | null }
  | { kind: 'created'; contract: string }
  | { kind: 'approval'; token: string; spender: string; amount: bigint; unlimited: boolean }
  | { kind: 'wrap'; sent: AssetChange; received: AssetChange }
  | { kind: 'unwrap'; sent: AssetChange; received: AssetChange }
  | { kind: 'nft-purchase'; received: AssetChange[]; sent: AssetChange[] }
  | { kind: 'nft-sale'; sent: AssetChange[]; received: AssetChange[] }
  | { kind: 'mint'; received: AssetChange[]; sent: AssetChange[] }
  | { kind: 'burn'; sent: AssetChange[] }
  | { kind: 'deposit'; sent: AssetChange[]; received: AssetChange[] }
  | { kind: 'swap'; sent: AssetChange[]; received: AssetChange[] }
  /** a verb the call's name gives, the flows agreeing: "Withdrew 1.87 CRV from 0x…", "Staked 166.4 cvxCRV into 0x…" */
  | { kind: 'named'; verb: CallVerb; contract: string | null; sent: AssetChange[]; received: AssetChange[] }
  /** what surely moved, with no verb the evidence does not give: "Called create_loan on 0x… (sent 16 wstETH, received …)" */
  | { kind: 'moved'; call: string | null; contract: string | null; sent: AssetChange[]; received: AssetChange[] }
  /** `recipients`: who ended up with what was sent, past any contract that passed it on */
  | { kind: 'transfer'; sent: AssetChange[]; recipients: string[] }
  | { kind: 'call'; call: string | null; contract: string | null }

export type ActionKind = Action['kind']

/** What classify reads: the transaction's own fields, its top-level call, and the pipeline's earlier steps. */
export interface ClassifyInput {
  from: string | null
  to: string | null
  createdContract: string | null
  status: string | null
  /** the top-level call's function name when the signature index knows it, else its selector; null for no call */
  call: string | null
  /** the arguments of an ERC20 approve(spender, amount), when the call is one */
  approve: { spender: string; amount: bigint } | null
  movements: readonly Movement[]
  netChanges: readonly NetChange[]
  /** what the logs say of a trade: a verb stronger than sent and received needs one */
  signals: TradeSignals
}

interface SenderView {
  sent: AssetChange[]
  received: AssetChange[]
  /** the movements that reached the sender, and those that left it */
  incoming: Movement[]
  outgoing: Movement[]
}

type Rule = (input: ClassifyInput, sender: SenderView) => Action | null

const abs = (change: AssetChange): AssetChange => ({ asset: change.asset, amount: change.amount < 0n ? -change.amount : change.amount })
const sameToken = (a: Asset, token: string) => a.kind === 'erc20' && a.token === token
const allFungible = (changes: AssetChange[]) => changes.every((change) => !isNft(change.asset))
/** Whether the sender got this asset new from the zero address (a mint, a receipt token), not from someone. */
const mintedToSender = (sender: SenderView, change: AssetChange) =>
  sender.incoming.some((movement) => movement.from === ZERO_ADDRESS && assetKey(movement.asset) === assetKey(change.asset))

/**
 * Whether the coin paid for NFTs minted new bought them: nothing paid, more than one NFT or an edition's (a position is
 * one ERC-721), the NFT's own contract called, or a call that says it mints or claims. A position one ERC-721
 * stands for, minted by another contract (a lending vault's), holds the coin instead.
 */
const paidForMint = ({ to, call }: ClassifyInput, { sent, received: [nft, ...more] }: SenderView) =>
  !sent.length || more.length > 0 || nft?.asset.kind !== 'erc721' || nft.asset.token === to || /mint|claim/i.test(call ?? '')

/** Whether the sender got this asset issued to it: minted, or paid out by the token contract itself (a cToken). */
const issuedToSender = (sender: SenderView, change: AssetChange) =>
  sender.incoming.some(
    (movement) =>
      assetKey(movement.asset) === assetKey(change.asset) &&
      (movement.from === ZERO_ADDRESS || (movement.asset.kind === 'erc20' && movement.from === movement.asset.token)),
  )

/** The net change of an address in these assets' keys: what it gained (positive) or gave. */
const gainedAny = (input: ClassifyInput, address: string, changes: AssetChange[]) => {
  const keys = new Set(changes.map((change) => assetKey(change.asset)))
  const entry = input.netChanges.find((candidate) => candidate.address === address)
  return entry?.changes.some((change) => change.amount > 0n && keys.has(assetKey(change.asset))) ?? false
}

/**
 * Whether the call's name gives a verb of its own (`borrow`, `repay`, `stake`, `withdraw`…): an NFT that a loan takes
 * as collateral or gives back, or that is staked or withdrawn with a reward or a fee beside it, is not sold or bought.
 */
const namedCall = ({ call }: ClassifyInput) => callVerbOf(call) !== null

/**
 * Whether the NFTs the sender got were bought: a marketplace's fill event, or each came from an owner (not minted
 * new) and an owner was paid in what the sender sent.
 */
function bought(input: ClassifyInput, sender: SenderView, received: AssetChange[], sent: AssetChange[]): boolean {
  if (input.signals.marketplaceFill) return true
  if (namedCall(input)) return false
  const keys = new Set(received.map((change) => assetKey(change.asset)))
  const owners = sender.incoming.filter((movement) => keys.has(assetKey(movement.asset))).map((movement) => movement.from)
  return owners.length > 0 && owners.every((owner) => owner !== ZERO_ADDRESS) && owners.some((owner) => gainedAny(input, owner, sent))
}

/** Whether the NFTs the sender gave were sold: a marketplace's fill event, or each went to a new owner (not burned) who paid. */
function sold(input: ClassifyInput, sender: SenderView, sent: AssetChange[], received: AssetChange[]): boolean {
  if (input.signals.marketplaceFill) return true
  if (namedCall(input)) return false
  const keys = new Set(sent.map((change) => assetKey(change.asset)))
  const buyers = sender.outgoing.filter((movement) => keys.has(assetKey(movement.asset))).map((movement) => movement.to)
  const paid = (buyer: string) =>
    input.netChanges.some(
      (entry) =>
        entry.address === buyer && entry.changes.some((change) => change.amount < 0n && received.some((got) => assetKey(got.asset) === assetKey(change.asset))),
    ) || input.movements.some((movement) => movement.from === buyer && movement.to === input.from && !isNft(movement.asset))
  return buyers.length > 0 && buyers.every((buyer) => buyer !== ZERO_ADDRESS) && buyers.some(paid)
}

/**
 * Whether every token the sender got was issued by the very contract it paid: a vault's or a market's own shares.
 * A loan's or a bridge's token is issued by another contract than the one that took the sender's assets.
 */
const sharesOfWhatItPaid = (sender: SenderView, received: AssetChange[]) =>
  received.every((change) => {
    const { asset } = change
    return asset.kind === 'erc20' && issuedToSender(sender, change) && sender.outgoing.some((movement) => movement.to === asset.token)
  })

/** Whether no one got more than the sender from where its gains came: not a relayer's fee beside another's withdrawal. */
const mainRecipient = (input: ClassifyInput, sender: SenderView) =>
  sender.incoming.every((got) =>
    input.movements.every(
      (other) =>
        other.from !== got.from ||
        other.to === got.to ||
        other.to === ZERO_ADDRESS ||
        other.amount <= got.amount ||
        assetKey(other.asset) !== assetKey(got.asset),
    ),
  )

/** The call's verb where the sender's flows go its way: a withdrawal receives (the most of it), a deposit pays. */
function namedAction(input: ClassifyInput, sender: SenderView): Action | null {
  const { sent, received } = sender
  const verb = callVerbOf(input.call)
  // What a withdrawal returns (its receipt, shares, a queued request's NFT) goes back to the contract or is burned; an
  // NFT a loan takes as collateral goes to the contract called, and comes back from it when the loan is repaid.
  const handedBack = sender.outgoing.every((movement) => movement.to === ZERO_ADDRESS || movement.to === input.to)
  const nftsWith = (movements: Movement[], end: 'from' | 'to') => movements.every((movement) => !isNft(movement.asset) || movement[end] === input.to)
  // What a withdrawal returns was held for the sender: tokens minted to it for nothing handed back are a debt drawn
  // (Liquity's `withdrawLUSD`) or a new issue, not its own coming back.
  const drawnNew = sender.outgoing.length === 0 && received.length > 0 && received.every((change) => issuedToSender(sender, change))
  const fits =
    verb === 'withdraw'
      ? handedBack && allFungible(received) && !drawnNew
      : verb === 'borrow'
        ? allFungible(received) && nftsWith(sender.outgoing, 'to')
        : verb === 'repay'
          ? allFungible(sent) && nftsWith(sender.incoming, 'from')
          : allFungible(sent) && allFungible(received)
  if (!verb || !fits) return null
  if (VERB_DIRECTION[verb] === 'gains' ? received.length === 0 || !mainRecipient(input, sender) : sent.length === 0) return null
  // A debt or receipt token burned beside what the sender paid is its position closing, not a second payment.
  const paid = VERB_DIRECTION[verb] === 'pays' ? sent.filter((change) => !burnedFromSender(sender, change)) : sent
  // A token issued to the borrower beside what it borrowed is the debt it took on, not a second loan.
  const got = verb === 'borrow' ? received.filter((change) => !issuedToSender(sender, change)) : received
  return { kind: 'named', verb, contract: input.to, sent: paid.length > 0 ? paid : sent, received: got.length > 0 ? got : received }
}

/** Whether what the sender gave of this token was burned in the transaction, by whichever contract it went through. */
const burnedInTransaction = (input: ClassifyInput, change: AssetChange) =>
  change.asset.kind === 'erc20' &&
  input.movements
    .filter((movement) => movement.to === ZERO_ADDRESS && assetKey(movement.asset) === assetKey(change.asset))
    .reduce((sum, movement) => sum + movement.amount, 0n) >= change.amount

/** Whether all of this asset the sender gave went to the zero address. */
const burnedFromSender = (sender: SenderView, change: AssetChange) => {
  const out = sender.outgoing.filter((movement) => assetKey(movement.asset) === assetKey(change.asset))
  return out.length > 0 && out.every((movement) => movement.to === ZERO_ADDRESS)
}

/** Whether this address handed anything on in the transaction: a pool, a router, a wrapper or a vault minting its token. */
const gaveSomething = (input: ClassifyInput, address: string) =>
  input.movements.some(
    (movement) => movement.from === address || (movement.from === ZERO_ADDRESS && movement.asset.kind !== 'native' && movement.asset.token === address),
  )

/**
 * Whether some of what the sender gave of this asset went into a trade: to the contract it called, or to an address that
 * handed something on. What went only to addresses that kept it (a block builder's tip, a fee) paid them, and traded nothing.
 */
const tradedAway = (input: ClassifyInput, sender: SenderView, change: AssetChange) =>
  sender.outgoing.some(
    (movement) => assetKey(movement.asset) === assetKey(change.asset) && (movement.to === input.to?.toLowerCase() || gaveSomething(input, movement.to)),
  )

/** The rules in the order they are tried: the first that fits names the action. */
const RULES: readonly { kind: ActionKind; rule: Rule }[] = [
  { kind: 'failed', rule: (input) => (input.status === '0' ? { kind: 'failed', call: input.call, contract: input.to } : null) },
  {
    kind: 'created',
    rule: (input) => (input.to === null && input.createdContract ? { kind: 'created', contract: input.createdContract } : null),
  },
  {
    kind: 'approval',
    rule: (input, sender) =>
      input.approve && input.to && sender.sent.length === 0 && sender.received.length === 0
        ? {
            kind: 'approval',
            token: input.to,
            spender: input.approve.spender,
            amount: input.approve.amount,
            unlimited: isUnlimitedAmount(input.approve.amount),
          }
        : null,
  },
  {
    kind: 'wrap',
    rule: (_input, { sent, received, incoming }) => {
      const [out] = sent
      const [got] = received
      if (sent.length !== 1 || received.length !== 1 || !out || !got || out.asset.kind !== 'native' || got.asset.kind !== 'erc20') return null
      const token = got.asset.token
      return incoming.some((movement) => movement.source === 'deposit' && sameToken(movement.asset, token)) ? { kind: 'wrap', sent: out, received: got } : null
    },
  },
  {
    kind: 'unwrap',
    rule: (_input, { sent, received, outgoing }) => {
      const [out] = sent
      const [got] = received
      if (sent.length !== 1 || !out || out.asset.kind !== 'erc20') return null
      // Without internal calls the coin coming back is not in view; the burn of the wrapped token still says it.
      if (received.length > 1 || (got && got.asset.kind !== 'native')) return null
      const token = out.asset.token
      const unwrapped = outgoing.some((movement) => movement.source === 'withdrawal' && sameToken(movement.asset, token))
      return unwrapped ? { kind: 'unwrap', sent: out, received: got ?? { asset: NATIVE, amount: out.amount } } : null
    },
  },
  {
    // NFTs minted new for the coin alone; fungible tokens only where the call says it mints (a bridge's arrival, a
    // claim or a loan also mints tokens to the sender).
    kind: 'mint',
    rule: (input, sender) =>
      sender.received.length > 0 &&
      sender.received.every((change) => mintedToSender(sender, change)) &&
      sender.sent.every((change) => change.asset.kind === 'native') &&
      ((sender.received.every((change) => isNft(change.asset)) && paidForMint(input, sender)) || /^mint/i.test(input.call ?? ''))
        ? { kind: 'mint', received: sender.received, sent: sender.sent }
        : null,
  },
  {
    // A bridge's withdrawal, a redemption and an exit also burn the sender's tokens: the call must say it burns.
    kind: 'burn',
    rule: (input, { sent, received, outgoing }) =>
      sent.length > 0 &&
      received.length === 0 &&
      outgoing.length > 0 &&
      outgoing.every((movement) => movement.to === ZERO_ADDRESS) &&
      /burn/i.test(input.call ?? '')
        ? { kind: 'burn', sent }
        : null,
  },
  {
    kind: 'nft-purchase',
    rule: (input, sender) => {
      const { sent, received } = sender
      return received.length > 0 &&
        received.every((change) => isNft(change.asset)) &&
        sent.length > 0 &&
        allFungible(sent) &&
        bought(input, sender, received, sent)
        ? { kind: 'nft-purchase', received, sent }
        : null
    },
  },
  {
    kind: 'nft-sale',
    rule: (input, sender) => {
      const { sent, received } = sender
      return sent.length > 0 &&
        sent.every((change) => isNft(change.asset)) &&
        received.length > 0 &&
        allFungible(received) &&
        sold(input, sender, sent, received)
        ? { kind: 'nft-sale', sent, received }
        : null
    },
  },
  {
    // A call named for buying or trading (a token sale's `buyTokens`) says the tokens were bought, not deposited for.
    kind: 'deposit',
    rule: (input, sender) =>
      sender.sent.length > 0 &&
      sender.received.length > 0 &&
      allFungible(sender.sent) &&
      sharesOfWhatItPaid(sender, sender.received) &&
      !callNameSaysSwap(input.call)
        ? { kind: 'deposit', sent: sender.sent, received: sender.received }
        : null,
  },
  { kind: 'named', rule: namedAction },
  {
    // A swap hands over tokens that exist: what the sender got all minted to it, or what it gave all burned, is a
    // deposit's shares or a redemption, even where a swap happened on the way (a zap).
    kind: 'swap',
    rule: (input, sender) => {
      const { sent, received } = sender
      if (sent.length === 0 || received.length === 0 || !(input.signals.swapEvent || callNameSaysSwap(input.call))) return null
      const allMinted = received.every((change) => mintedToSender(sender, change))
      const allBurned = sent.every((change) => burnedInTransaction(input, change))
      // What went only to addresses that kept it (a builder's tip, a fee) was paid beside the swap, not swapped.
      const traded = sent.filter((change) => tradedAway(input, sender, change))
      return allMinted || allBurned || traded.length === 0 ? null : { kind: 'swap', sent: traded, received }
    },
  },
  {
    kind: 'transfer',
    rule: (input, sender) => {
      const { sent, received, outgoing } = sender
      const to = outgoing.find((movement) => movement.to !== ZERO_ADDRESS)?.to
      // A token burned beside what was sent went to no one: "sent … to" would say it reached the recipient.
      if (sent.length === 0 || received.length > 0 || !to || sent.some((change) => burnedFromSender(sender, change))) return null
      const sentKeys = new Set(sent.map((change) => assetKey(change.asset)))
      const gainers = input.netChanges
        .filter(
          (entry) => entry.address !== input.from?.toLowerCase() && entry.changes.some((change) => change.amount > 0n && sentKeys.has(assetKey(change.asset))),
        )
        .map((entry) => entry.address)
      return { kind: 'transfer', sent, recipients: gainers.length > 0 ? gainers : [to] }
    },
  },
  {
    kind: 'moved',
    rule: (input, { sent, received }) =>
      sent.length > 0 || received.length > 0 ? { kind: 'moved', call: input.call, contract: input.to, sent, received } : null,
  },
]

/** The one action that says what the transaction did; "called <function> on <contract>" when no rule fits. */
export function classify(input: ClassifyInput): Action {
  const from = input.from?.toLowerCase() ?? null
  const own = changesOf(input.netChanges, from)
  const sender: SenderView = {
    sent: own.filter((change) => change.amount < 0n).map(abs),
    received: own.filter((change) => change.amount > 0n),
    incoming: input.movements.filter((movement) => movement.to === from),
    outgoing: input.movements.filter((movement) => movement.from === from),
  }
  for (const { rule } of RULES) {
    const action = rule(input, sender)
    if (action) return action
  }
  return { kind: 'call', call: input.call, contract: input.to }
}
