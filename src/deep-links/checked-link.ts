import { findEvmChain, retiredName, retiredOn, type ChainSet, type EvmChain } from '@/chains'

/** What every view's link reader (view-links.ts, transaction-link.ts, top-movers-link.ts) says of a link it cannot use. */
export interface UnknownChainLink {
  status: 'unknown-chain'
  /** the :chain segment as typed */
  value: string
  set: ChainSet
  /** what the provider retired, and when, where it has: the link explains that instead of listing chains */
  retired?: { label: string; retiredOn: string }
}

export interface InvalidLink {
  status: 'invalid'
  problems: string[]
}

export type Checked<T> = ({ status: 'ok' } & T) | InvalidLink
export type CheckedOnChain<T> = Checked<T> | UnknownChainLink

/** The chain a :chain segment names, if the provider still serves it for this set of operations. */
export function servedChain(value: string, set: ChainSet): EvmChain | UnknownChainLink {
  const chain = findEvmChain(value, set)
  if (!chain) return { status: 'unknown-chain', value, set }
  const retired = retiredOn(chain, set)
  return retired ? { status: 'unknown-chain', value, set, retired: { label: retiredName(chain), retiredOn: retired } } : chain
}

export function isUnserved(chain: EvmChain | UnknownChainLink): chain is UnknownChainLink {
  return 'status' in chain
}

export function present(problems: (string | null)[]): string[] {
  return problems.filter((problem): problem is string => problem !== null)
}
