import { plainDecimal } from '../../lib/decimal'
import { exactUsd, formatUsd } from '../../lib/format'

interface Props {
  value: string | null
  compact?: boolean
}

/** A dollar amount, short in the table and exact on hover. */
export function UsdValue({ value, compact = false }: Props) {
  if (value === null) return <span className="text-muted">—</span>
  const exact = plainDecimal(value)
  return (
    <span title={exactUsd(exact)} className="whitespace-nowrap tabular-nums">
      {formatUsd(exact, { compact })}
    </span>
  )
}
