import type { ReactNode } from 'react'
import type { EvmChain } from '@/chains'
import { formatGwei } from '@/lib/gas'
import type { Derived } from '@/lib/tx-story/fee-breakdown'
import { transactionTypeName } from '@/lib/transaction-type'
import { DetailRow } from './DetailRow'
import { NativeAmount } from './NativeAmount'
import type { FeeState } from './use-fee-breakdown'

interface Props {
  chain: EvmChain
  fee: FeeState
}

const gwei = (wei: bigint) => <span className="font-mono tabular-nums">{formatGwei(wei)} Gwei</span>
const derivedNote = <span className="ml-2 rounded bg-sunken px-1.5 text-xs text-muted">derived</span>

function Bound({ value, children }: { value: Derived; children: ReactNode }) {
  return (
    <span>
      {!value.exact && <span title="at least: the max fee cut the priority fee, so only a lower bound is known">≥ </span>}
      {children}
      {derivedNote}
      {!value.exact && <span className="ml-2 text-xs text-muted">lower bound: the effective price reached the max fee</span>}
    </span>
  )
}

function quietNote(fee: FeeState): string | null {
  if (fee.state === 'loading') return 'Asking the node for the fee details…'
  if (fee.state === 'failed') return 'The fee details could not be loaded from the node; the fee above is complete.'
  if (fee.state === 'unavailable')
    return fee.reason === 'no-rpc-chain' ? 'The node lookup does not cover this chain, so the fee is not broken down.' : 'Not yet in a block: no fee breakdown.'
  if (fee.fees === null) return 'The node did not say what price this transaction paid.'
  return null
}

/** Type, max fee, priority fee and effective price from the node; base fee, burnt fee and savings derived from them. */
export function FeeBreakdownSection({ chain, fee }: Props) {
  const note = quietNote(fee)
  const symbol = chain.native.symbol
  return (
    <section aria-labelledby="fee-heading" className="rounded-lg border border-line bg-raised" aria-busy={fee.state === 'loading'}>
      <h2 id="fee-heading" className="border-b border-line px-4 py-3 font-semibold">
        Fee breakdown
      </h2>
      {note !== null || fee.state !== 'ready' || fee.fees === null ? (
        <p className="p-4 text-sm text-muted" role="status">
          {note}
        </p>
      ) : fee.fees.kind === 'legacy' ? (
        <dl>
          <DetailRow label="Type">{transactionTypeName(fee.fees.type)}</DetailRow>
          <DetailRow label="Gas price">
            {gwei(fee.fees.gasPrice)} <span className="ml-2 text-xs text-muted">one price per gas: no base fee to break out</span>
          </DetailRow>
        </dl>
      ) : (
        <dl>
          <DetailRow label="Type">{transactionTypeName(fee.fees.type)}</DetailRow>
          <DetailRow label="Max fee per gas">{gwei(fee.fees.maxFeePerGas)}</DetailRow>
          <DetailRow label="Max priority fee per gas">{gwei(fee.fees.maxPriorityFeePerGas)}</DetailRow>
          <DetailRow label="Effective gas price">{gwei(fee.fees.effectiveGasPrice)}</DetailRow>
          <DetailRow label="Base fee per gas">
            <Bound value={fee.fees.baseFee}>{gwei(fee.fees.baseFee.value)}</Bound>
          </DetailRow>
          {fee.fees.burntFee && (
            <DetailRow label="Burnt fee">
              <Bound value={fee.fees.burntFee}>
                <NativeAmount value={fee.fees.burntFee.value} symbol={symbol} decimals={chain.native.decimals} />
              </Bound>
            </DetailRow>
          )}
          {fee.fees.savings !== null && (
            <DetailRow label="Savings">
              <NativeAmount value={fee.fees.savings} symbol={symbol} decimals={chain.native.decimals} />
              {derivedNote}
            </DetailRow>
          )}
        </dl>
      )}
    </section>
  )
}
