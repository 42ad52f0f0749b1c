import { isNft, NATIVE, type Asset } from '../assets'
import { type AssetChange, changesOf } from '../net-changes'
import { movedExactly, type Evidence } from './args'

/** What one account sent and received over the whole transaction, amounts positive. */
export interface OwnFlows {
  sent: AssetChange[]
  received: AssetChange[]
}

export function ownFlows(evidence: Pick<Evidence, 'netChanges'>, account: string): OwnFlows {
  const changes = changesOf(evidence.netChanges, account)
  return {
    sent: changes.filter((change) => change.amount < 0n).map((change) => ({ asset: change.asset, amount: -change.amount })),
    received: changes.filter((change) => change.amount > 0n),
  }
}

/** Whether two lists hold the same amounts, in any order. */
export function sameAmounts(changes: readonly AssetChange[], amounts: readonly bigint[]): boolean {
  const sorted = (values: readonly bigint[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const left = sorted(changes.map((change) => change.amount))
  const right = sorted(amounts)
  return left.length === right.length && left.every((amount, index) => amount === right[index])
}

/** The amounts an event names that are not zero: a one-sided position puts in one token only. */
export const nonZero = (amounts: readonly (bigint | null)[]): bigint[] | null =>
  amounts.some((amount) => amount === null) ? null : (amounts as bigint[]).filter((amount) => amount !== 0n)

/** An ERC20 the chain's coin was wrapped into, for exactly this amount, in this transaction (WETH's Deposit). */
const wrappedTokens = (evidence: Pick<Evidence, 'movements'>, amount: bigint, source: 'deposit' | 'withdrawal'): Asset[] =>
  evidence.movements.filter((movement) => movement.source === source && movement.amount === amount).map((movement) => movement.asset)

/**
 * Whether what the account sent reached `pool`: a token straight from the account, the coin itself, or the coin
 * wrapped on the way (a router's WETH) for the same amount.
 */
export function reached(evidence: Pick<Evidence, 'movements'>, change: AssetChange, account: string, pool: string): boolean {
  const { asset, amount } = change
  if (isNft(asset)) return false
  if (asset.kind === 'erc20') return movedExactly(evidence, asset, amount, { from: account, to: pool })
  return (
    movedExactly(evidence, NATIVE, amount, { to: pool }) ||
    wrappedTokens(evidence, amount, 'deposit').some((wrapped) => movedExactly(evidence, wrapped, amount, { to: pool }))
  )
}

/** Whether what the account received left `pool`: a token for that amount, the coin, or the coin unwrapped on the way. */
export function cameFrom(evidence: Pick<Evidence, 'movements'>, change: AssetChange, pool: string): boolean {
  const { asset, amount } = change
  if (isNft(asset)) return false
  if (asset.kind === 'erc20') return movedExactly(evidence, asset, amount, { from: pool })
  return (
    movedExactly(evidence, NATIVE, amount, { from: pool }) ||
    wrappedTokens(evidence, amount, 'withdrawal').some((wrapped) => movedExactly(evidence, wrapped, amount, { from: pool }))
  )
}
