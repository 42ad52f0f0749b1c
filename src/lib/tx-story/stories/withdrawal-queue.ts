import { isNft, NATIVE, ZERO_ADDRESS } from '../assets'
import { changesOf } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { address, amounts, line, text } from './words'

/** Lido's withdrawal queue, whose requests are ERC-721 tokens, as its verified source declares its events. */
const REQUESTED = 'WithdrawalRequested(uint256,address,address,uint256,uint256)'
const CLAIMED = 'WithdrawalClaimed(uint256,address,address,uint256)'

/** Whether the queue minted (to `to`) or burned (from `from`) the ERC-721 token of this request id. */
const requestToken = (evidence: Evidence, queue: string, id: bigint, ends: { from: string; to: string }) =>
  movedExactly(evidence, { kind: 'erc721', token: queue, tokenId: id }, 1n, ends)

/**
 * Requests by the sender for itself, all in one queue: exactly one token left the sender, into that queue, and what
 * the sender got is one request token per request, minted by the queue.
 */
function requestLine(evidence: Evidence, from: string, requests: readonly StoryEvent[]): StoryLine | null {
  const queue = requests[0]!.address
  const ids: bigint[] = []
  for (const event of requests) {
    const id = integerArg(event.args, 'requestId')
    const mine = addressArg(event.args, 'requestor') === from && addressArg(event.args, 'owner') === from
    if (event.address !== queue || id === null || !mine || !requestToken(evidence, queue, id, { from: ZERO_ADDRESS, to: from })) return null
    ids.push(id)
  }
  const own = changesOf(evidence.netChanges, from)
  const gave = own.filter((change) => change.amount < 0n)
  const got = own.filter((change) => change.amount > 0n)
  const [token] = gave
  if (!token || gave.length !== 1 || isNft(token.asset) || token.asset.kind === 'native') return null
  if (got.length !== ids.length || got.some((change) => !isNft(change.asset) || change.asset.token !== queue)) return null
  if (!movedExactly(evidence, token.asset, -token.amount, { from, to: queue })) return null
  const which = ids.length === 1 ? `request #${ids[0]}` : `${ids.length} requests`
  return line('withdrawal-request', null, [
    text('Requested a withdrawal of '),
    amounts([{ asset: token.asset, amount: -token.amount }]),
    text(' from '),
    address(queue),
    text(` (${which})`),
  ])
}

/**
 * One claim by the sender, of its own request, paid to itself: the queue burned the request's token and paid the
 * event's ETH to the sender, which nothing else of its own moved.
 */
function claimLine(evidence: Evidence, from: string, claim: StoryEvent): StoryLine | null {
  const id = integerArg(claim.args, 'requestId')
  const paid = integerArg(claim.args, 'amountOfETH')
  const mine = addressArg(claim.args, 'owner') === from && addressArg(claim.args, 'receiver') === from
  if (id === null || paid === null || paid <= 0n || !mine) return null
  if (!requestToken(evidence, claim.address, id, { from, to: ZERO_ADDRESS })) return null
  if (!movedExactly(evidence, NATIVE, paid, { from: claim.address, to: from })) return null
  const own = changesOf(evidence.netChanges, from).filter((change) => !isNft(change.asset))
  if (own.length !== 1 || own[0]!.asset.kind !== 'native' || own[0]!.amount !== paid) return null
  return line('withdrawal-claim', null, [
    text('Claimed '),
    amounts([{ asset: NATIVE, amount: paid }]),
    text(` from withdrawal request #${id} on `),
    address(claim.address),
  ])
}

/**
 * Speaks when a withdrawal queue of Lido's shape (wherever deployed, its requests ERC-721 tokens) logs requests
 * (`WithdrawalRequested`, one or more from one queue, by the sender for itself): exactly one token left the sender,
 * into the queue, and the sender got only the requests' tokens, each minted by the queue under its request id. A claim
 * (exactly one `WithdrawalClaimed`, the sender's own request paid to itself): the queue burned the request's token and
 * paid its `amountOfETH` to the sender, the only coin or token of its own that moved.
 *
 * @example Requested a withdrawal of 12.5 stETH from 0x… (request #51207) / Claimed 12.5 ETH from withdrawal request
 *   #51207 on 0x…
 */
export const withdrawalQueueStory: Story = {
  kind: 'withdrawal-queue',
  order: 152,
  gate: { events: [REQUESTED, CLAIMED] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    const requests = eventsOf(evidence, REQUESTED)
    const claims = eventsOf(evidence, CLAIMED)
    if (requests.length > 0 && claims.length === 0) return requestLine(evidence, from, requests)
    if (claims.length === 1 && requests.length === 0) return claimLine(evidence, from, claims[0]!)
    return null
  },
}
