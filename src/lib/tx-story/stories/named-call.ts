import type { ActionPart } from '../action-parts'
import { assetKey, isNft, ZERO_ADDRESS, type Asset } from '../assets'
import { changesOf } from '../net-changes'
import type { Story, StoryLine } from '../story'
import type { Evidence } from './args'
import { address, amounts, line, text } from './words'

/** Names that say the call casts a vote: `vote`, `castVote…`, `vote_for_gauge_weights`, `voteForGauge`; not `voter`. */
const VOTE = /^(cast_?)?vote(_|[A-Z]|$)/i
/** Names that say the call registers: `register`, `registerOperator`, `register_name`. */
const REGISTER = /^register(_|[A-Z]|$)/
/**
 * Names that say the call asks for a withdrawal to be paid later: `requestWithdraw`, `createWithdrawRequest`,
 * `requestRedeem` (ERC-7540), `unstakeRequest`, `initiateWithdrawal`, `enterRedemptionQueue`.
 */
const REQUEST = /^(request|create|initiate|enter)_?(withdraw|redeem|redemption|unstake)|^(withdraw|withdrawal|unstake|redeem|redemption|exit)_?request/i
/**
 * Events that say a withdrawal was asked for: `WithdrawRequestCreated`, `WithdrawRequestReceived`,
 * `WithdrawalRequested`, `UnstakeRequested`, ERC-7540's `RedeemRequest`.
 */
const REQUEST_EVENT = /^(Withdraw|Withdrawal|Unstake|Redeem|Redemption)(Request(Created|Received)?|Requested)$/
/** Names that say more than a request: a bridge's withdrawal to another chain, a request passed on. */
const BRIDGED = /bridge|l1|l2|send|transfer|relay|cross/i
/** Names that say the call acts for another account than the sender: `registerFor`, `castVoteBySig`, `voteOnBehalf`. */
const FOR_ANOTHER = /(For|BySig|WithSig|Signature|Signed)(_|$)|OnBehalf|_for$|_by_sig|_on_behalf/

/** The Governor's vote events: a vote the vote story did not tell (another voter's) is not told here either. */
const GOVERNOR_VOTES = new Set(['VoteCast', 'VoteCastWithParams'])
/** Arguments by which an event names whose vote or registration it records. */
const WHOSE = new Set(['voter', 'user', 'indexer', 'operator', 'account'])

/** Whether every event naming whose act it records names the sender, and none is a Governor's vote. */
const onlyTheSendersOwn = (evidence: Evidence, from: string) =>
  evidence.events.every(
    (event) =>
      !GOVERNOR_VOTES.has(event.name) &&
      event.args.every((arg) => !WHOSE.has(arg.name) || (arg.value.kind === 'address' && arg.value.value.toLowerCase() === from)),
  )

const calledAs = (name: string): ActionPart[] => [text(' (called '), { type: 'call', name }, text(')')]

const nothingOfTheSenderMoved = (evidence: Evidence, from: string) =>
  evidence.value === 0n && !evidence.movements.some((movement) => movement.from === from || movement.to === from)

/** Arguments by which a request's event names whose request it is, or who is to be paid. */
const REQUESTED_FOR = new Set(['owner', 'receiver', 'recipient', 'controller', 'user', 'account', 'staker', 'requester', 'withdrawer'])

/** Whether every event naming whose request it records, or who is to be paid, names the sender. */
const requestedForTheSender = (evidence: Evidence, from: string) =>
  evidence.events.every((event) =>
    event.args.every((arg) => !REQUESTED_FOR.has(arg.name.replace(/^_+/, '')) || (arg.value.kind === 'address' && arg.value.value.toLowerCase() === from)),
  )

/**
 * A request of the sender's own: it sent no coin and only one token, all of it to the contract it called, to a
 * contract that logged an event of the request, or to be burned, and got back nothing but NFTs minted to it (the
 * request's receipt, named by its id when there is one).
 */
function requestLine(evidence: Evidence, from: string, name: string | null, called: string): StoryLine | null {
  if ((name !== null && BRIDGED.test(name)) || evidence.value !== 0n || !requestedForTheSender(evidence, from)) return null
  const own = changesOf(evidence.netChanges, from)
  const gave = own.filter((change) => change.amount < 0n)
  const got = own.filter((change) => change.amount > 0n)
  const [token] = gave
  if (!token || gave.length !== 1 || token.asset.kind !== 'erc20') return null
  const mintedToSender = (asset: Asset) =>
    evidence.movements.some((movement) => assetKey(movement.asset) === assetKey(asset) && movement.from === ZERO_ADDRESS && movement.to === from)
  const receipts = got.flatMap((change) => (isNft(change.asset) && mintedToSender(change.asset) ? [change.asset] : []))
  if (receipts.length !== got.length) return null
  const paid = token.asset.token
  const takers = new Set([called, ZERO_ADDRESS, ...evidence.events.map((event) => event.address).filter((address) => address !== paid)])
  if (evidence.movements.some((movement) => movement.from === from && assetKey(movement.asset) === assetKey(token.asset) && !takers.has(movement.to)))
    return null
  const which = receipts.length === 1 ? ` (request #${receipts[0]!.tokenId})` : receipts.length > 1 ? ` (${receipts.length} requests)` : ''
  const redeems = [name ?? '', ...evidence.events.map((event) => event.name)].some((word) => /^(request_?)?redeem|redemption/i.test(word))
  return line('withdrawal-request', null, [
    text(`Requested ${redeems ? 'a redemption' : 'a withdrawal'} of `),
    amounts([{ asset: token.asset, amount: -token.amount }]),
    text(' from '),
    address(called),
    text(which),
  ])
}

/**
 * Speaks when the sender's call, decoded by the index with no rival for its selector, is named for a vote (`vote…`,
 * `castVote…`) or a registration (`register…`), or the call's name or an event says a withdrawal was requested
 * (`requestWithdraw`, `createWithdrawRequest`, `requestRedeem`, `unstakeRequest`; `WithdrawRequestCreated`,
 * `WithdrawalRequested`, `RedeemRequest`); not for another account (`…For`, `…BySig`) nor for a bridge; and every event
 * naming whose act it records (`voter`, `user`, `indexer`, …) names the sender and none is a Governor's `VoteCast` (the
 * vote story's). A vote or a registration logged an event and moved nothing of the sender's, the coin included: what
 * was voted for or registered is the contract's own to say, so the line names the call. A request's events name no
 * one else as its owner or payee; it sent no coin and exactly one token of the sender's, all of it to the contract
 * called, to a contract that logged the request or to be burned; and the sender got nothing back but NFTs minted to
 * it (the request's receipt). A delegation is told only from a token's own delegation event (the delegation story).
 *
 * @example Voted on 0x… (called vote_for_gauge_weights) / Registered on 0x… (called register) / Requested a withdrawal
 *   of 5.74 swETH from 0x… (request #8812)
 */
export const namedCallStory: Story = {
  kind: 'named-call',
  order: 395,
  gate: { events: [], names: [VOTE, REGISTER, REQUEST, REQUEST_EVENT] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    const called = evidence.to?.toLowerCase()
    if (!from || !called || evidence.status === '0') return null
    const name = evidence.call && evidence.call.otherMatches === 0 ? evidence.call.name : null
    if ((name !== null && FOR_ANOTHER.test(name)) || !onlyTheSendersOwn(evidence, from)) return null
    if ((name !== null && REQUEST.test(name)) || evidence.events.some((event) => REQUEST_EVENT.test(event.name)))
      return requestLine(evidence, from, name, called)
    if (name === null || evidence.logCount === 0 || !nothingOfTheSenderMoved(evidence, from)) return null
    if (VOTE.test(name)) return line('named-call', null, [text('Voted on '), address(called), ...calledAs(name)])
    if (REGISTER.test(name)) return line('named-call', null, [text('Registered on '), address(called), ...calledAs(name)])
    return null
  },
}
