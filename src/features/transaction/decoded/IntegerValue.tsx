import { CopyButton } from '@/components/CopyButton'
import { groupDigits } from '@/lib/format'

interface Props {
  value: bigint
}

/** A whole number exactly, digits grouped for reading; the title and Copy carry it without separators. */
export function IntegerValue({ value }: Props) {
  const raw = value.toString()
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1">
      <span className="min-w-0 break-all font-mono tabular-nums" title={raw}>
        {groupDigits(raw)}
      </span>
      {raw.length > 6 && <CopyButton value={raw} label="Copy number" />}
    </span>
  )
}
