import type { Story } from '../story'
import { PAIR_EVENTS, tellPair } from './liquidity-pair'
import { MODIFY_LIQUIDITY, tellPoolManager } from './liquidity-pool-manager'
import { POSITION_EVENTS, tellPosition } from './liquidity-position'

/**
 * Speaks when a V3-style position manager's `IncreaseLiquidity` (Uniswap's, or Algebra's that names the pool),
 * `DecreaseLiquidity` with its `Collect`, or `Collect` alone, for one position, whose amounts are exactly what the
 * sender paid or got; a V4-style PoolManager's one `ModifyLiquidity`, with the sender's tokens and coin going
 * straight into it or out of it; a V2-style pair's one `Mint` or `Burn`, its own LP token minted to or returned by
 * the sender, for the two amounts it names. The position's NFT minted to the sender opens it, burned by it closes
 * it; nothing else may move to or from the sender.
 *
 * @example Opened liquidity position #401357 with 5,000 DAI and 4,998.12 USDC / Added 1.2 WETH and 3,000 USDC to
 *   pool 0x8d2f…7d90 / Removed … from liquidity position #28114 and closed it / Collected … from liquidity position
 *   #…
 */
export const liquidityStory: Story = {
  kind: 'liquidity',
  order: 170,
  gate: { events: [...PAIR_EVENTS, ...POSITION_EVENTS, MODIFY_LIQUIDITY] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return tellPosition(evidence, from) ?? tellPoolManager(evidence, from) ?? tellPair(evidence, from)
  },
}
