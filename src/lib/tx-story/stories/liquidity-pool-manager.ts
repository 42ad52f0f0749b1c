import { isNft, ZERO_ADDRESS } from '../assets'
import type { StoryLine } from '../story'
import { addressArg, bytesArg, eventsOf, integerArg, movedExactly, type Evidence } from './args'
import { cameFrom, ownFlows, reached } from './liquidity-flows'
import { managerProtocol } from './liquidity-position'
import { addedLine, collectedLine, openedLine, positionWords, removedLine } from './liquidity-words'
import { text } from './words'

/** Uniswap V4's PoolManager event, as @uniswap/v4-core's IPoolManager declares it. */
export const MODIFY_LIQUIDITY = 'ModifyLiquidity(bytes32,address,int24,int24,int256,bytes32)'

/**
 * A position of a V4-style PoolManager, numbered where its NFT moves in the transaction: a position manager keeps
 * each position under its NFT's id as the salt, so an NFT of the event's sender with that id is the position's.
 */
function positionOf(evidence: Evidence, manager: string, salt: string) {
  const tokenId = BigInt(salt)
  const nft = { kind: 'erc721' as const, token: manager, tokenId }
  const numbered = movedExactly(evidence, nft, 1n, { from: ZERO_ADDRESS }) || movedExactly(evidence, nft, 1n, { to: ZERO_ADDRESS })
  const protocol = managerProtocol(evidence, manager)
  return { nft, words: positionWords(protocol, numbered || protocol !== null ? tokenId : null) }
}

/**
 * Liquidity added to, removed from, or collected from a V4-style pool: the PoolManager's one ModifyLiquidity
 * (liquidity up, down, or unchanged for fees), and the account's own tokens and coin moving straight into the
 * PoolManager, or out of it, for exactly what the account sent or got. The position's NFT (never bought or sold)
 * minted to the account opens it, and burned by it closes it; nothing else may move to or from the account.
 */
export function tellPoolManager(evidence: Evidence, account: string): StoryLine | null {
  const events = eventsOf(evidence, MODIFY_LIQUIDITY)
  const [event] = events
  if (!event || events.length !== 1) return null
  const poolManager = event.address
  const manager = addressArg(event.args, 'sender')
  const delta = integerArg(event.args, 'liquidityDelta')
  const salt = bytesArg(event.args, 'salt')
  if (!manager || delta === null || !salt) return null
  const position = positionOf(evidence, manager, salt)
  const { sent, received } = ownFlows(evidence, account)
  const { nft } = position
  const isPositionNft = (change: (typeof sent)[number]) =>
    change.asset.kind === 'erc721' && change.asset.token === nft.token && change.asset.tokenId === nft.tokenId
  const tokensSent = sent.filter((change) => !isNft(change.asset))
  const tokensReceived = received.filter((change) => !isNft(change.asset))
  if (tokensSent.length > 2 || tokensReceived.length > 2) return null

  if (delta > 0n) {
    if (tokensSent.length === 0 || tokensSent.length !== sent.length || !sent.every((change) => reached(evidence, change, account, poolManager))) return null
    if (received.length === 0) return addedLine(sent, [text(position.words)])
    const opened = received.length === 1 && received.every(isPositionNft) && movedExactly(evidence, nft, 1n, { from: ZERO_ADDRESS, to: account })
    return opened ? openedLine(position.words, sent) : null
  }
  if (tokensReceived.length === 0 || tokensReceived.length !== received.length) return null
  if (!received.every((change) => cameFrom(evidence, change, poolManager))) return null
  const closed = sent.length === 1 && sent.every(isPositionNft) && movedExactly(evidence, nft, 1n, { from: account, to: ZERO_ADDRESS })
  if (sent.length > 0 && !closed) return null
  if (delta === 0n) return closed ? null : collectedLine(received, position.words)
  return removedLine(received, [text(position.words)], closed)
}
