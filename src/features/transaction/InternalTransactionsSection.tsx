import { useId } from 'react'
import type { InternalTransaction } from '@/api/transaction'
import { DataTable } from '@/components/DataTable'
import type { DecodedInternalCall } from '@/lib/abi-decode/decode-transaction'
import { internalCallColumns } from './internal-call-columns'

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
        <DataTable
          caption="Internal transactions, in call order"
          columns={internalCallColumns(chain, nativeSymbol)}
          rows={calls.map((call, index) => ({ call, decoding: decodings?.[index] }))}
          rowKey={(_, index) => String(index)}
        />
      )}
    </section>
  )
}
