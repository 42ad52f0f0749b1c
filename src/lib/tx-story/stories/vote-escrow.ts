import { exactUnits, groupDigits } from '@/lib/format'
import { ZERO_ADDRESS } from '../assets'
import type { Story, StoryLine } from '../story'
import { addressArg, eventsOf, integerArg, movedExactly, type Evidence } from './args'
import { ownFlows } from './liquidity-flows'
import { address, amounts, line, text } from './words'

/** Velodrome V2's voting escrow and voter (Aerodrome deploys the same), from their verified sources. */
const LOCK_DEPOSIT = 'Deposit(address,uint256,uint8,uint256,uint256,uint256)'
const VOTED = 'Voted(address,address,uint256,uint256,uint256,uint256)'

/** A Velodrome V2 escrow's voting power has 18 decimals (its `decimals` constant), as the voter's weights do. */
const VOTE_DECIMALS = 18

const day = (seconds: bigint) => (seconds > 0n && seconds < 253_402_300_800n ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : null)

/**
 * Tokens locked in a vote escrow: the escrow's one `Deposit` for the sender, exactly its value of one token paid by the
 * sender into the escrow, and nothing else received but, for a new lock, the escrow's own NFT of that id minted to it.
 */
function locked(evidence: Evidence, from: string): StoryLine | null {
  const deposits = eventsOf(evidence, LOCK_DEPOSIT)
  const [deposit] = deposits
  if (!deposit || deposits.length !== 1 || addressArg(deposit.args, 'provider') !== from) return null
  const escrow = deposit.address
  const value = integerArg(deposit.args, 'value')
  const tokenId = integerArg(deposit.args, 'tokenId')
  const until = day(integerArg(deposit.args, 'locktime') ?? 0n)
  const { sent, received } = ownFlows(evidence, from)
  const [paid] = sent
  if (value === null || tokenId === null || value <= 0n || sent.length !== 1 || paid?.asset.kind !== 'erc20' || paid.amount !== value) return null
  if (!movedExactly(evidence, paid.asset, value, { from, to: escrow })) return null
  const nft = { kind: 'erc721', token: escrow, tokenId } as const
  const minted = received.length === 1 && movedExactly(evidence, nft, 1n, { from: ZERO_ADDRESS, to: from })
  if (received.length > 0 && !minted) return null
  return line('vote-escrow', null, [
    text('Locked '),
    amounts([paid]),
    text(' in vote escrow '),
    address(escrow),
    ...(until ? [text(` until ${until}`)] : []),
    ...(minted ? [text(', receiving '), amounts([{ asset: nft, amount: 1n }])] : []),
  ])
}

/**
 * A vote-escrow NFT's gauge votes: the voter's `Voted` events, all for the sender and one NFT, nothing of its moving;
 * their weights, the NFT's voting power cast, are counted.
 */
function voted(evidence: Evidence, from: string): StoryLine | null {
  const votes = eventsOf(evidence, VOTED)
  const [first] = votes
  const tokenId = first ? integerArg(first.args, 'tokenId') : null
  if (!first || tokenId === null) return null
  if (votes.some((vote) => addressArg(vote.args, 'voter') !== from || integerArg(vote.args, 'tokenId') !== tokenId || vote.address !== first.address))
    return null
  const { sent, received } = ownFlows(evidence, from)
  if (sent.length > 0 || received.length > 0) return null
  const pools = [...new Set(votes.map((vote) => addressArg(vote.args, 'pool')))]
  const [pool] = pools
  const target = pools.length === 1 && pool ? [text('pool '), address(pool)] : [text(`${pools.length} pools`)]
  const weights = votes.map((vote) => integerArg(vote.args, 'weight'))
  const weight = weights.every((each) => each !== null) ? weights.reduce<bigint>((sum, each) => sum + (each ?? 0n), 0n) : 0n
  const cast = weight > 0n ? `Cast ${groupDigits(exactUnits(weight, VOTE_DECIMALS))} votes with` : 'Voted with'
  return line('vote-escrow', null, [text(`${cast} vote-escrow NFT #${tokenId} for `), ...target])
}

/**
 * Speaks when Velodrome V2's event shapes (Aerodrome's are the same), wherever emitted: a voting escrow's one
 * `Deposit` for the sender, exactly its value of one token paid by the sender into the escrow, and nothing received
 * but, for a new lock, the escrow's own NFT of that id minted to the sender; or a voter's `Voted` events, all for
 * the sender and one NFT, nothing of the sender's moving (the votes their weights cast, counted).
 *
 * @example Locked 110 VELO in vote escrow 0x… until 2029-03-01, receiving NFT 0x… #30079 / Cast 1,805.0066 votes
 *   with vote-escrow NFT #3251 for pool 0x…
 */
export const voteEscrowStory: Story = {
  kind: 'vote-escrow',
  order: 290,
  gate: { events: [LOCK_DEPOSIT, VOTED] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return locked(evidence, from) ?? voted(evidence, from)
  },
}
