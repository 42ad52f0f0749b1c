import type { ReactNode } from 'react'
import { chainsFor, findEvmChain, type ChainSet, type EvmChain } from '../chains'
import { UnknownChain } from './UnknownChain'

interface Props {
  /** the :chain route param: a name, slug or hex id */
  value: string
  set?: ChainSet
  children: (chain: EvmChain) => ReactNode
}

/** Renders its page only for a chain the operation accepts; anything else gets the list of valid chains. */
export function ChainGate({ value, set = 'general', children }: Props) {
  const chain = findEvmChain(value, set)
  if (!chain) return <UnknownChain value={value} valid={chainsFor(set)} />
  return <>{children(chain)}</>
}
