import { assetKey, ZERO_ADDRESS, type Asset } from './assets'
import type { Movement } from './movements'

export interface AssetChange {
  asset: Asset
  /** positive: received; negative: sent */
  amount: bigint
}

export interface NetChange {
  address: string
  changes: AssetChange[]
}

/** What the account gained and lost, by asset: none when none of its assets moved, or when there is no account. */
export function changesOf(changes: readonly NetChange[], account: string | null | undefined): AssetChange[] {
  return changes.find((entry) => entry.address === account)?.changes ?? []
}

/**
 * What each address gained and lost across all movements, the sender first, then in the order addresses first
 * appear (the zero address, source of mints and sink of burns, is nobody). Assets that net to zero are left out, and so are addresses left with no change.
 */
export function netChanges(movements: readonly Movement[], sender: string | null): NetChange[] {
  const byAddress = new Map<string, Map<string, AssetChange>>()
  const add = (address: string, asset: Asset, amount: bigint) => {
    // The zero address is where mints come from and burns go: nobody's balance.
    if (address === ZERO_ADDRESS) return
    const changes = byAddress.get(address) ?? new Map<string, AssetChange>()
    byAddress.set(address, changes)
    const key = assetKey(asset)
    const change = changes.get(key) ?? { asset, amount: 0n }
    changes.set(key, { asset, amount: change.amount + amount })
  }
  if (sender) byAddress.set(sender.toLowerCase(), new Map())
  for (const movement of movements) {
    if (movement.from === movement.to) continue
    add(movement.from, movement.asset, -movement.amount)
    add(movement.to, movement.asset, movement.amount)
  }
  return [...byAddress]
    .map(([address, changes]) => ({ address, changes: [...changes.values()].filter((change) => change.amount !== 0n) }))
    .filter((entry) => entry.changes.length > 0)
}
