import type { DecodedValue } from '@/lib/abi-decode/decoded-value'
import { groupDigits } from '@/lib/format'
import { DecodedValueView } from './DecodedValueView'

interface Props {
  chain: string
  value: Extract<DecodedValue, { kind: 'array' }>
  label: string
}

/** An array as a numbered list; past the decoder's cap, the rest are counted, not shown. */
export function ArrayValue({ chain, value, label }: Props) {
  if (value.length === 0) return <span className="text-muted">empty list</span>
  const hidden = value.length - value.items.length
  return (
    <div className="min-w-0">
      <ol className="space-y-1" aria-label={label}>
        {value.items.map((item, index) => (
          <li key={index} className="flex min-w-0 items-start gap-2">
            <span className="shrink-0 font-mono text-xs leading-6 text-muted">[{index}]</span>
            <div className="min-w-0 flex-1">
              <DecodedValueView chain={chain} value={item} label={`${label} [${index}]`} />
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 && <p className="mt-1 text-sm text-muted">and {groupDigits(String(hidden))} more not shown</p>}
    </div>
  )
}
