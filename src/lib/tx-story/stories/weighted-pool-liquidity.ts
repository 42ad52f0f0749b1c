import { isNft, ZERO_ADDRESS } from '../assets'
import type { AssetChange } from '../net-changes'
import type { Story, StoryLine } from '../story'
import { addressArg, addressListArg, bytesArg, eventsOf, integerArg, movedExactly, type Evidence, type StoryEvent } from './args'
import { cameFrom, ownFlows, reached } from './liquidity-flows'
import { addedForSharesLine, removedForSharesLine } from './liquidity-words'

/** A Balancer V1 pool's own events (from its verified source), and the Balancer V2 Vault's (@balancer-labs/v2-deployments). */
const V1_JOIN = 'LOG_JOIN(address,address,uint256)'
const V1_EXIT = 'LOG_EXIT(address,address,uint256)'
const V2_BALANCE_CHANGED = 'PoolBalanceChanged(bytes32,address,address[],int256[],uint256[])'

/** One token of a pool moving in or out for an amount, as the pool's events name it. */
interface Leg {
  token: string
  amount: bigint
}

type Shares = AssetChange & { asset: { kind: 'erc20'; token: string } }

const isShares = (change: AssetChange | undefined, pool: string): change is Shares => change?.asset.kind === 'erc20' && change.asset.token === pool

/**
 * Whether the account's coins are exactly the legs: one change per leg, of that token (the chain's coin standing for
 * the token it was wrapped into or unwrapped from on the way), each for the leg's amount, having moved as `moved` says.
 */
function matchLegs(changes: readonly AssetChange[], legs: readonly Leg[], moved: (change: AssetChange) => boolean): boolean {
  if (changes.length !== legs.length || changes.some((change) => isNft(change.asset))) return false
  const left = [...legs]
  return changes.every((change) => {
    const token = change.asset.kind === 'erc20' ? change.asset.token : null
    const index = left.findIndex((leg) => leg.amount === change.amount && (token === null || leg.token === token))
    if (index < 0 || !moved(change)) return false
    left.splice(index, 1)
    return true
  })
}

/** The account's join or exit of `pool` through `holder` (the pool itself in V1, the Vault in V2), given its legs. */
function told(evidence: Evidence, from: string, provider: string, pool: string, holder: string, direction: 'in' | 'out', legs: Leg[]): StoryLine | null {
  if (legs.length === 0) return null
  const { sent, received } = ownFlows(evidence, from)
  const through = (change: AssetChange) =>
    provider === from || movedExactly(evidence, change.asset, change.amount, direction === 'in' ? { from, to: provider } : { from: provider, to: from })
  if (direction === 'in') {
    const [shares] = received
    if (received.length !== 1 || !isShares(shares, pool) || !movedExactly(evidence, shares.asset, shares.amount, { from: ZERO_ADDRESS })) return null
    const paid = (change: AssetChange) => through(change) && reached(evidence, change, provider, holder)
    return matchLegs(sent, legs, paid) ? addedForSharesLine(sent, shares) : null
  }
  const [shares] = sent
  if (sent.length !== 1 || !isShares(shares, pool) || !through(shares)) return null
  const returned = movedExactly(evidence, shares.asset, shares.amount, { from: provider, to: holder === pool ? pool : ZERO_ADDRESS })
  const paidOut = (change: AssetChange) => through(change) && cameFrom(evidence, change, holder)
  return returned && matchLegs(received, legs, paidOut) ? removedForSharesLine(received, shares) : null
}

/** Whose the events are: the sender, or the contract it called (its DSProxy, a zap), the same for every one. */
function providerOf(evidence: Evidence, events: readonly StoryEvent[], name: string, from: string): string | null {
  const providers = new Set(events.map((event) => addressArg(event.args, name)))
  const [provider] = providers
  return providers.size === 1 && provider && (provider === from || provider === evidence.to?.toLowerCase()) ? provider : null
}

/**
 * A Balancer V1 pool (its own pool token) joined or exited: its `LOG_JOIN`s (or `LOG_EXIT`s), all from one pool for one
 * caller, the pool token minted and the tokens paid in (or the pool token returned to the pool and the tokens paid out).
 */
function v1(evidence: Evidence, from: string): StoryLine | null {
  const joins = eventsOf(evidence, V1_JOIN)
  const exits = eventsOf(evidence, V1_EXIT)
  const events = joins.length > 0 ? joins : exits
  const [first] = events
  if (!first || (joins.length > 0 && exits.length > 0) || events.some((event) => event.address !== first.address)) return null
  const caller = providerOf(evidence, events, 'caller', from)
  if (!caller) return null
  const legs = events.flatMap((event) => {
    const token = addressArg(event.args, joins.length > 0 ? 'tokenIn' : 'tokenOut')
    const amount = integerArg(event.args, joins.length > 0 ? 'tokenAmountIn' : 'tokenAmountOut')
    return token && amount !== null && amount > 0n ? [{ token, amount }] : []
  })
  if (legs.length !== events.length) return null
  return told(evidence, from, caller, first.address, first.address, joins.length > 0 ? 'in' : 'out', legs)
}

/**
 * A Balancer V2 pool joined or exited: the Vault's one `PoolBalanceChanged` for the provider, every change of one
 * sign (the pool's own token, which some pools hold, unchanged), the pool's token (its address, the pool id's first
 * 20 bytes) minted to the sender for the tokens it paid the Vault, or burned from it for the tokens the Vault paid.
 */
function v2(evidence: Evidence, from: string): StoryLine | null {
  const events = eventsOf(evidence, V2_BALANCE_CHANGED)
  const [event] = events
  if (!event || events.length !== 1) return null
  const provider = providerOf(evidence, events, 'liquidityProvider', from)
  const poolId = bytesArg(event.args, 'poolId')
  const tokens = addressListArg(event.args, 'tokens')
  const deltas = event.args.find((arg) => arg.name === 'deltas')?.value
  if (!provider || !poolId || !tokens || deltas?.kind !== 'array' || deltas.length !== tokens.length || deltas.items.length !== tokens.length) return null
  const pool = poolId.slice(0, 42)
  const changes = deltas.items.map((item, index) => ({ token: tokens[index] ?? '', delta: item.kind === 'integer' ? item.value : null }))
  if (changes.some((change) => change.delta === null)) return null
  const moving = changes.filter((change) => change.delta !== 0n)
  const direction = moving.every((change) => (change.delta ?? 0n) > 0n) ? 'in' : moving.every((change) => (change.delta ?? 0n) < 0n) ? 'out' : null
  if (!direction || moving.some((change) => change.token === pool)) return null
  const legs = moving.map((change) => ({ token: change.token, amount: (change.delta ?? 0n) < 0n ? -(change.delta ?? 0n) : (change.delta ?? 0n) }))
  return told(evidence, from, provider, pool, event.address, direction, legs)
}

/**
 * Speaks when a weighted pool's own join or exit events, wherever emitted, for the sender or the contract it called
 * (its DSProxy's `execute`, a zap; the line is the sender's): a Balancer V1 pool's `LOG_JOIN`s or `LOG_EXIT`s, all of
 * one pool for one caller; or the Balancer V2 Vault's one `PoolBalanceChanged`, every change of one sign. The tokens
 * the sender paid (got) are exactly the events' amounts, into (out of) the pool or the Vault, and its only other
 * flow is the pool's token, minted to it for a join, returned for an exit.
 *
 * @example Added 0.05 WETH to pool 0x…, receiving 0.0426 … / Removed 2,215.65 sDAI from pool 0x…, returning 2,403.56 …
 */
export const weightedPoolLiquidityStory: Story = {
  kind: 'weighted-pool-liquidity',
  order: 177,
  gate: { events: ['LOG_JOIN', 'LOG_EXIT', 'PoolBalanceChanged'] },
  tell: (evidence) => {
    const from = evidence.from?.toLowerCase()
    if (!from || evidence.status === '0') return null
    return v1(evidence, from) ?? v2(evidence, from)
  },
}
