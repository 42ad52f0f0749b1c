import { lazy, Suspense, useId } from 'react'
import type { InternalTransaction } from '@/api/transaction'
import { AddressEntity } from '@/components/AddressEntity'
import { TokenAmount } from '@/components/TokenAmount'
import { UntrustedText } from '@/components/UntrustedText'
import { groupDigits } from '@/lib/format'
import type { DecodedInternalCall } from '@/lib/abi-decode/decode-transaction'
import { InternalCallName } from './decoded/InternalCallName'

// Only a failed call's decoded revert shows it, a chunk of its own like the decoder's part that decodes it.
const RevertReason = lazy(() => import('./decoded/RevertReason').then((module) => ({ default: module.RevertReason })))

interface Props {
  chain: string
  nativeSymbol: string
  calls: InternalTransaction[]
  included: boolean
  /** the list is on its way after the reader asked for it */
  loading: boolean
  onIncludedChange: (included: boolean) => void
  /** one per call, decoded with the signature index; null until the shards have loaded */
  decodings: DecodedInternalCall[] | null
}

export function InternalTransactionsSection({ chain, nativeSymbol, calls, included, loading, onIncludedChange, decodings }: Props) {
  const toggleId = useId()
  return (
    <section aria-labelledby="internal-heading" className="rounded-lg border border-line bg-raised">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 id="internal-heading" className="font-semibold">
          Internal transactions {included && !loading && <span className="font-normal text-muted">({calls.length})</span>}
        </h2>
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm">
          <input
            id={toggleId}
            type="checkbox"
            checked={included}
            onChange={(event) => onIncludedChange(event.target.checked)}
            className="h-4 w-4 accent-[var(--cv-accent)]"
          />
          Request internal transactions
        </label>
      </div>
      {!included ? (
        <p className="p-4 text-sm text-muted">Internal transactions were not requested for this link.</p>
      ) : loading ? (
        <p role="status" className="p-4 text-sm text-muted">
          Loading internal transactions…
        </p>
      ) : calls.length === 0 ? (
        <p className="p-4 text-sm text-muted">This transaction made no internal calls.</p>
      ) : (
        <InternalCallsTable chain={chain} nativeSymbol={nativeSymbol} calls={calls} decodings={decodings} />
      )}
    </section>
  )
}

function InternalCallsTable({ chain, nativeSymbol, calls, decodings }: Pick<Props, 'chain' | 'nativeSymbol' | 'calls' | 'decodings'>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Internal transactions, in call order</caption>
        <thead className="bg-sunken text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {['Type', 'From', 'To', 'Call', 'Value', 'Gas used', 'Result'].map((header) => (
              <th key={header} scope="col" className={`px-3 py-2 font-medium ${header === 'Value' || header === 'Gas used' ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calls.map((call, index) => (
            <tr key={index} className="border-t border-line">
              <td className="px-3 py-2 font-mono text-xs">
                <UntrustedText value={call.type} maxLength={20} />
              </td>
              <td className="max-w-[14rem] px-3 py-2">
                <AddressEntity chainSlug={chain} address={call.from} />
              </td>
              <td className="max-w-[14rem] px-3 py-2">
                <AddressEntity chainSlug={chain} address={call.to} />
              </td>
              <td className="px-3 py-2">
                <InternalCallName input={call.input} decoding={decodings?.[index]?.call} />
              </td>
              <td className="px-3 py-2 text-right">{call.value === null ? '—' : <TokenAmount value={call.value} decimals={18} symbol={nativeSymbol} />}</td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">{call.gas_used === null ? '—' : groupDigits(call.gas_used.toString())}</td>
              <td className="px-3 py-2">
                {call.error ? (
                  <span className="text-danger">
                    Failed: <UntrustedText value={call.error} maxLength={200} />
                    {decodings?.[index]?.revert && (
                      <Suspense fallback={null}>
                        <RevertReason decoding={decodings?.[index]?.revert} />
                      </Suspense>
                    )}
                  </span>
                ) : (
                  <span className="text-gain">OK</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
