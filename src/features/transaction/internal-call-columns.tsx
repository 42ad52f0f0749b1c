import type { InternalTransaction } from '@/api/transaction'
import type { Column } from '@/components/InfiniteTable'
import { partyColumns } from '@/components/party-columns'
import { TokenAmount } from '@/components/TokenAmount'
import { UntrustedText } from '@/components/UntrustedText'
import type { DecodedInternalCall } from '@/lib/abi-decode/decode-transaction'
import { groupDigits } from '@/lib/format'
import { InternalCallName } from './decoded/InternalCallName'
import { RevertReason } from './decoded/RevertReason'

/** An internal call with its decoding; the decoding is undefined until the signature index has loaded. */
export interface InternalCallRow {
  call: InternalTransaction
  decoding: DecodedInternalCall | undefined
}

function CallResult({ call, decoding }: InternalCallRow) {
  if (!call.error) return <span className="text-gain">OK</span>
  return (
    <span className="text-danger">
      Failed: <UntrustedText value={call.error} maxLength={200} />
      <RevertReason decoding={decoding?.revert} />
    </span>
  )
}

/** The internal transactions table's columns; `chain` is the URL slug the addresses link to. */
export function internalCallColumns(chain: string, nativeSymbol: string): Column<InternalCallRow>[] {
  return [
    {
      key: 'type',
      header: 'Type',
      skeleton: null,
      cell: ({ call }) => (
        <span className="font-mono text-xs">
          <UntrustedText value={call.type} maxLength={20} />
        </span>
      ),
    },
    ...partyColumns<InternalCallRow>(chain, ({ call }, side) => ({ address: call[side] })),
    {
      key: 'call',
      header: 'Call',
      skeleton: null,
      cell: ({ call, decoding }) => <InternalCallName input={call.input} decoding={decoding?.call} />,
    },
    {
      key: 'value',
      header: 'Value',
      skeleton: null,
      className: 'text-right',
      cell: ({ call }) => (call.value === null ? '—' : <TokenAmount value={call.value} decimals={18} symbol={nativeSymbol} />),
    },
    {
      key: 'gas-used',
      header: 'Gas used',
      skeleton: null,
      className: 'text-right',
      cell: ({ call }) => (call.gas_used === null ? '—' : <span className="font-mono tabular-nums">{groupDigits(call.gas_used.toString())}</span>),
    },
    { key: 'result', header: 'Result', skeleton: null, cell: CallResult },
  ]
}
