import { groupDigits } from '@/lib/format'
import { gasUsedPercent } from '@/lib/gas'

interface Props {
  used: bigint
  limit: bigint | null
}

export function GasUsedValue({ used, limit }: Props) {
  const percent = limit === null ? null : gasUsedPercent(used, limit)
  return (
    <span className="font-mono tabular-nums">
      {groupDigits(used.toString())}
      {percent && <span className="text-muted"> ({percent} of the limit)</span>}
    </span>
  )
}
