import type { Transaction } from '@/api/transaction'
import type { EvmChain } from '@/chains'
import { FeeBreakdownSection } from './FeeBreakdownSection'
import { useFeeBreakdown } from './use-fee-breakdown'

interface Props {
  chain: EvmChain
  tx: Transaction
}

/** The fee broken down, from the JSON-RPC lookup the page asks once its first data has painted. */
export function FeeBreakdown({ chain, tx }: Props) {
  return <FeeBreakdownSection chain={chain} fee={useFeeBreakdown(chain, tx)} />
}
