import { isNft, ZERO_ADDRESS } from '../assets'
import type { Evidence, StoryEvent } from './args'
import { integerArg, movedExactly } from './args'
import type { StoryLine } from '../story'
import { nonZero, ownFlows, sameAmounts } from './liquidity-flows'
import { addedLine, collectedLine, openedLine, positionWords, removedLine } from './liquidity-words'
import { text } from './words'

/**
 * A V3-style position manager's events: Uniswap V3's NonfungiblePositionManager (@uniswap/v3-periphery) and
 * Algebra's (@cryptoalgebra/periphery, QuickSwap V3), whose IncreaseLiquidity also names the pool.
 */
const INCREASE = new Set(['IncreaseLiquidity(uint256,uint128,uint256,uint256)', 'IncreaseLiquidity(uint256,uint128,uint128,uint256,uint256,address)'])
const DECREASE = 'DecreaseLiquidity(uint256,uint128,uint256,uint256)'
const COLLECT = 'Collect(uint256,address,uint256,uint256)'
export const POSITION_EVENTS = [...INCREASE, DECREASE, COLLECT]

const amountsOf = (event: StoryEvent) => nonZero([integerArg(event.args, 'amount0'), integerArg(event.args, 'amount1')])

/** The position's NFT moving between the zero address and the account: minted to it, or burned by it. */
const nftMoved = (evidence: Evidence, manager: string, tokenId: bigint, ends: { from?: string; to?: string }) =>
  movedExactly(evidence, { kind: 'erc721', token: manager, tokenId }, 1n, ends)

/** The protocol a position manager belongs to, where the published lists name it. */
export function managerProtocol(evidence: Evidence, manager: string): string | null {
  const entry = evidence.known(manager)
  return entry?.role === 'position-manager' ? entry.protocol : null
}

/**
 * Liquidity put into, taken out of, or collected from one position of a V3-style position manager, by the account:
 * the manager's events for one position (an increase alone; a decrease with its collect; a collect alone) and the
 * account's own flows matching the amounts they name exactly. The position's NFT minted to the account opens it, and
 * burned by it closes it; no other asset may move to or from the account.
 */
export function tellPosition(evidence: Evidence, account: string): StoryLine | null {
  const events = evidence.events.filter((event) => INCREASE.has(event.signature) || event.signature === DECREASE || event.signature === COLLECT)
  const [first] = events
  if (!first || events.length > 2) return null
  const manager = first.address
  const tokenId = integerArg(first.args, 'tokenId')
  if (tokenId === null || events.some((event) => event.address !== manager || integerArg(event.args, 'tokenId') !== tokenId)) return null
  const increase = events.find((event) => INCREASE.has(event.signature))
  const decrease = events.find((event) => event.signature === DECREASE)
  const collect = events.find((event) => event.signature === COLLECT)
  const position = positionWords(managerProtocol(evidence, manager), tokenId)
  const { sent, received } = ownFlows(evidence, account)
  const tokens = (changes: typeof sent) => changes.filter((change) => !isNft(change.asset))
  const nfts = (changes: typeof sent) => changes.filter((change) => isNft(change.asset))

  if (increase && events.length === 1) {
    const amounts = amountsOf(increase)
    if (!amounts || amounts.length === 0 || !sameAmounts(sent, amounts) || tokens(sent).length !== sent.length) return null
    if (received.length === 0) return addedLine(sent, [text(position)])
    const opened = received.length === 1 && nfts(received).length === 1 && nftMoved(evidence, manager, tokenId, { from: ZERO_ADDRESS, to: account })
    return opened ? openedLine(position, sent) : null
  }
  if (!collect || increase || received.length === 0) return null
  const amounts = amountsOf(collect)
  if (!amounts || !sameAmounts(received, amounts) || tokens(received).length !== received.length) return null
  const closed = sent.length === 1 && nftMoved(evidence, manager, tokenId, { from: account, to: ZERO_ADDRESS })
  if (sent.length > 0 && !closed) return null
  if (!decrease) return closed ? null : collectedLine(received, position)
  return removedLine(received, [text(position)], closed)
}
