import type { Story } from '../story'
import { tellPair } from './liquidity-pair'
import { tellPoolManager } from './liquidity-pool-manager'
import { tellPosition } from './liquidity-position'

/**
 * Liquidity, recognised by its events wherever it is deployed: a V3-style position manager's position, a V4-style
 * PoolManager's ModifyLiquidity, a V2-style pair's Mint or Burn. The sender's own flows must match what the events
 * say; a position's NFT is never told as bought or sold, nor a pair's LP token as swapped.
 */
export const liquidityStory: Story = {
  kind: 'liquidity',
  order: 170,
  gate: { events: ['IncreaseLiquidity', 'DecreaseLiquidity', 'Collect', 'ModifyLiquidity', 'Mint', 'Burn'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return tellPosition(evidence, from) ?? tellPoolManager(evidence, from) ?? tellPair(evidence, from)
  },
}
