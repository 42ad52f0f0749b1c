import type { ActionPart } from '../action-parts'
import type { AssetChange } from '../net-changes'
import type { StoryLine } from '../story'
import { amounts, line, text } from './words'

/** A position number longer than this is no NFT id a reader would look up: the position goes unnumbered. */
const MAX_ID_DIGITS = 20

/** "liquidity position #401357", "Uniswap V3 position #401357", or "a liquidity position" when its number is unknown. */
export function positionWords(protocol: string | null, tokenId: bigint | null): string {
  const noun = protocol ? `${protocol} position` : 'liquidity position'
  const id = tokenId?.toString()
  return id && id.length <= MAX_ID_DIGITS ? `${noun} #${id}` : `a ${noun}`
}

/** "Opened liquidity position #401357 with 1.2 WETH and 3,000 USDC" */
export const openedLine = (position: string, sent: AssetChange[]): StoryLine => line('liquidity-open', null, [text(`Opened ${position} with `), amounts(sent)])

/** "Added 1.2 WETH and 3,000 USDC to liquidity position #401357", or "… to pool <LP token>" with the pool's part. */
export const addedLine = (sent: AssetChange[], place: ActionPart[]): StoryLine =>
  line('liquidity-add', null, [text('Added '), amounts(sent), text(' to '), ...place])

/** "Removed 1.2 WETH and 3,000 USDC from liquidity position #401357 and closed it" */
export const removedLine = (received: AssetChange[], place: ActionPart[], closed = false): StoryLine =>
  line('liquidity-remove', null, [text('Removed '), amounts(received), text(' from '), ...place, ...(closed ? [text(' and closed it')] : [])])

/** "Collected 0.01 WETH and 30 USDC from liquidity position #401357": what the position owed, fees or liquidity taken out before. */
export const collectedLine = (received: AssetChange[], position: string): StoryLine =>
  line('liquidity-collect', null, [text('Collected '), amounts(received), text(` from ${position}`)])

/** A pool named by its LP token: its symbol where known ("UNI-V2"), else its address. */
export const poolPlace = (pair: string): ActionPart[] => [text('pool '), { type: 'token', token: pair }]

/** "Added 1,000 DAI and 1,000 USDC to pool 3Crv, receiving 1,980.5 3Crv": the LP token minted for the coins paid in. */
export function addedForSharesLine(sent: AssetChange[], lp: AssetChange & { asset: { kind: 'erc20' } }): StoryLine {
  const added = addedLine(sent, poolPlace(lp.asset.token))
  return { ...added, parts: [...added.parts, text(', receiving '), amounts([lp])] }
}

/** "Removed 1,000 DAI and 1,000 USDC from pool 3Crv, returning 1,980.5 3Crv": the LP token given back for the coins. */
export function removedForSharesLine(received: AssetChange[], lp: AssetChange & { asset: { kind: 'erc20' } }): StoryLine {
  const removed = removedLine(received, poolPlace(lp.asset.token))
  return { ...removed, parts: [...removed.parts, text(', returning '), amounts([lp])] }
}
