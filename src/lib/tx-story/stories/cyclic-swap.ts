import { assetKey, isNft, NATIVE, type Asset } from '../assets'
import type { Movement } from '../movements'
import { netChanges, type AssetChange } from '../net-changes'
import type { Story } from '../story'
import type { Evidence } from './args'
import { address, amounts, line, text } from './words'

/** The events a pool logs for one swap: Uniswap-style pairs and pools (and their forks), V4's and Balancer's vaults, Curve's pools. */
const POOL_SWAP = /^(Swap|TokenExchange|TokenExchangeUnderlying)$/

const sum = (movements: readonly Movement[]) => movements.reduce((total, movement) => total + movement.amount, 0n)

/** The actor's net changes, but for the coin it paid to addresses that only received (a block builder's tip). */
function tipsOf(changes: readonly AssetChange[], asset: Asset): AssetChange[] | null {
  const others = changes.filter((change) => assetKey(change.asset) !== assetKey(asset))
  return others.every((change) => change.asset.kind === 'native' && change.amount < 0n) ? others : null
}

/**
 * Speaks when the contract the sender called, named by no list, sent a token into swapping pools and got the same token
 * back from them, in two swaps or more, with nothing else but the coin it paid on changing hands; the sender changed
 * nothing but what it paid that contract. An arbitrage, told by what it did.
 *
 * @example Contract 0xb07b…b07b turned 1 WETH into 1.012 WETH in 2 swaps, paying 0.01 ETH to 0x4d3c…6d5c
 */
export const cyclicSwapStory: Story = {
  kind: 'cyclic-swap',
  order: 398,
  gate: { events: ['Swap', 'TokenExchange', 'TokenExchangeUnderlying'] },
  tell: (evidence: Evidence) => {
    const from = evidence.from?.toLowerCase()
    const to = evidence.to?.toLowerCase()
    if (!from || !to || evidence.status === '0' || evidence.known(to)) return null
    const swaps = evidence.events.filter((event) => POOL_SWAP.test(event.name))
    if (swaps.length < 2) return null
    const pools = new Set(swaps.map((event) => event.address))
    const moved = evidence.movements.filter((movement) => !(movement.source === 'value' && movement.from === from && movement.to === to))
    const net = netChanges(moved, null)
    if (net.some((entry) => entry.address === from)) return null
    const own = net.find((entry) => entry.address === to)?.changes ?? []
    const gained = own.filter((change) => change.amount > 0n)
    const [profit] = gained
    if (gained.length !== 1 || !profit || isNft(profit.asset)) return null
    const key = assetKey(profit.asset)
    const flows = moved.filter((movement) => assetKey(movement.asset) === key && (movement.from === to || movement.to === to))
    const out = flows.filter((movement) => movement.from === to)
    const back = flows.filter((movement) => movement.to === to)
    const withPools = (end: 'from' | 'to') => (movement: Movement) => pools.has(movement[end])
    if (out.length === 0 || !out.every(withPools('to')) || !back.every(withPools('from'))) return null
    const tips = tipsOf(own, profit.asset)
    if (!tips) return null
    const tipped = new Set(moved.filter((movement) => movement.from === to && movement.asset.kind === 'native').map((movement) => movement.to))
    const [payee] = tipped
    // The coin paid must have gone to one address that kept it: coin sent into a pool was traded, not paid.
    const keptIt = payee !== undefined && tipped.size === 1 && !pools.has(payee) && !moved.some((movement) => movement.from === payee)
    if (tips.length > 0 && !keptIt) return null
    const paid =
      tips.length > 0 && payee ? [text(', paying '), amounts(tips.map((tip) => ({ asset: NATIVE, amount: -tip.amount }))), text(' to '), address(payee)] : []
    return line('cyclic-swap', { address: to, role: 'contract' }, [
      text('Turned '),
      amounts([{ asset: profit.asset, amount: sum(out) }]),
      text(' into '),
      amounts([{ asset: profit.asset, amount: sum(back) }]),
      text(` in ${swaps.length} swaps`),
      ...paid,
    ])
  },
}
