import type { DecodedValue } from '@/lib/abi-decode/decoded-value'
import { isNft, ZERO_ADDRESS } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { movedExactly, type Evidence, type StoryEvent } from './args'
import { cameFrom, ownFlows, reached } from './liquidity-flows'
import { addedForSharesLine, removedForSharesLine } from './liquidity-words'

/**
 * A Curve pool's liquidity events in every shape its generations declare (@curvefi/api's pool ABIs: stableswap pools
 * of 2, 3 and 4 coins and the -ng pools' dynamic arrays, crypto pools, two- and tricrypto-ng). Each names its
 * provider first; some shapes share a signature with other parameter names, so only the amounts are read, never
 * which argument holds which.
 */
const ADDED = [
  'AddLiquidity(address,uint256[2],uint256[2],uint256,uint256)',
  'AddLiquidity(address,uint256[3],uint256[3],uint256,uint256)',
  'AddLiquidity(address,uint256[4],uint256[4],uint256,uint256)',
  'AddLiquidity(address,uint256[],uint256[],uint256,uint256)',
  'AddLiquidity(address,uint256[2],uint256,uint256)',
  'AddLiquidity(address,uint256[3],uint256,uint256)',
  'AddLiquidity(address,uint256[2],uint256,uint256,uint256)',
  'AddLiquidity(address,uint256[3],uint256,uint256,uint256)',
]
const REMOVED = [
  'RemoveLiquidity(address,uint256[2],uint256[2],uint256)',
  'RemoveLiquidity(address,uint256[3],uint256[3],uint256)',
  'RemoveLiquidity(address,uint256[4],uint256[4],uint256)',
  'RemoveLiquidity(address,uint256[],uint256[],uint256)',
  'RemoveLiquidity(address,uint256[2],uint256)',
  'RemoveLiquidity(address,uint256[3],uint256)',
  'RemoveLiquidityOne(address,uint256,uint256)',
  'RemoveLiquidityOne(address,uint256,uint256,uint256)',
  'RemoveLiquidityOne(address,int128,uint256,uint256,uint256)',
  'RemoveLiquidityOne(address,uint256,uint256,uint256,uint256,uint256)',
  'RemoveLiquidityImbalance(address,uint256[2],uint256[2],uint256,uint256)',
  'RemoveLiquidityImbalance(address,uint256[3],uint256[3],uint256,uint256)',
  'RemoveLiquidityImbalance(address,uint256[4],uint256[4],uint256,uint256)',
  'RemoveLiquidityImbalance(address,uint256[],uint256[],uint256,uint256)',
]

const integersIn = (value: DecodedValue): bigint[] => (value.kind === 'integer' ? [value.value] : value.kind === 'array' ? value.items.flatMap(integersIn) : [])

/** The amounts an event names: a coin's amount is one of them (the first array for a deposit, any for a removal). */
function namedAmounts(events: readonly StoryEvent[], coinsOnly: boolean): Set<bigint> {
  return new Set(
    events.flatMap((event) => {
      const args = coinsOnly ? event.args.filter((arg) => arg.value.kind === 'array').slice(0, 1) : event.args
      return args.flatMap((arg) => integersIn(arg.value))
    }),
  )
}

const providerOf = (event: StoryEvent) => (event.args[0]?.value.kind === 'address' ? event.args[0].value.value.toLowerCase() : null)

/**
 * Every one of the events for the sender or the contract it called (a zap that adds to or removes from a metapool
 * and its base pool): the providers a minted or burned LP token may belong to.
 */
function providers(evidence: Evidence, events: readonly StoryEvent[], from: string): Set<string> | null {
  const called = evidence.to?.toLowerCase()
  const found = events.map(providerOf)
  return found.every((provider) => provider === from || (provider !== null && provider === called)) ? new Set(found as string[]) : null
}

const fungible = (changes: readonly AssetChange[]) => changes.every((change) => !isNft(change.asset))

/** What the sender received, each coin for an amount a removal names, for its LP token burned from a provider. */
function removed(evidence: Evidence, from: string): StoryLine | null {
  const events = evidence.events.filter((event) => REMOVED.includes(event.signature))
  const owners = events.length > 0 ? providers(evidence, events, from) : null
  if (!owners) return null
  const { sent, received } = ownFlows(evidence, from)
  const [lp] = sent
  if (!lp || sent.length !== 1 || lp.asset.kind !== 'erc20' || received.length === 0 || !fungible(received)) return null
  const { asset, amount } = lp
  if (![...owners].some((owner) => movedExactly(evidence, asset, amount, { from: owner, to: ZERO_ADDRESS }))) return null
  const named = namedAmounts(events, false)
  const sources = [...new Set([...events.map((event) => event.address), ...owners])]
  if (!received.every((change) => named.has(change.amount) && sources.some((source) => cameFrom(evidence, change, source)))) return null
  return removedForSharesLine(received, { asset, amount })
}

/** What the sender paid in, each coin for an amount a deposit names, for the one LP token minted to it or its zap. */
function added(evidence: Evidence, from: string): StoryLine | null {
  const events = evidence.events.filter((event) => ADDED.includes(event.signature))
  const owners = events.length > 0 ? providers(evidence, events, from) : null
  if (!owners) return null
  const { sent, received } = ownFlows(evidence, from)
  const [lp] = received
  if (!lp || received.length !== 1 || lp.asset.kind !== 'erc20' || sent.length === 0 || !fungible(sent)) return null
  const { asset, amount } = lp
  if (![...owners].some((owner) => movedExactly(evidence, asset, amount, { from: ZERO_ADDRESS, to: owner }))) return null
  const named = namedAmounts(events, true)
  const targets = [...new Set([...events.map((event) => event.address), ...owners])]
  if (!sent.every((change) => named.has(change.amount) && targets.some((target) => reached(evidence, change, from, target)))) return null
  return addedForSharesLine(sent, { asset, amount })
}

/**
 * Speaks when a Curve-shaped pool's own `AddLiquidity`, `RemoveLiquidity`, `RemoveLiquidityOne` or
 * `RemoveLiquidityImbalance` (any generation's shape, wherever deployed), every one of them for the sender or the
 * contract it called (a zap): a deposit pays only coins whose amounts the events name and gets back one token, minted
 * for exactly that amount to the sender or its zap (the pool's LP token); a removal sends only that one token, burned
 * for exactly that amount from the sender or its zap, and gets coins, each for an amount the events name, out of a
 * pool that logged them or the zap. The pool is named by its LP token.
 *
 * @example Added 1,000 DAI and 1,000 USDC to pool 0x…, receiving 1,980.5 … / Removed 14,119.17 DAI, 16,072.77
 *   USDC and 8,326.3 USDT from pool 0x…, returning 95,093.49 …
 */
export const curveLiquidityStory: Story = {
  kind: 'curve-liquidity',
  order: 173,
  gate: { events: ['AddLiquidity', 'RemoveLiquidity', 'RemoveLiquidityOne', 'RemoveLiquidityImbalance'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return added(evidence, from) ?? removed(evidence, from)
  },
}
