import { decimalSign, plainDecimal } from '@/lib/decimal'
import { exactUsd, formatUsd, isDecimalText } from '@/lib/format'
import { NotANumber } from './NotANumber'

interface Props {
  value: string | null
  compact?: boolean
  /** a change: "+" in front of a rise, and coloured */
  signed?: boolean
}

const tone = { '1': 'text-gain', '-1': 'text-loss', '0': 'text-muted' } as const

/** A dollar amount, short in the table and exact on hover. */
export function UsdValue({ value, compact = false, signed = false }: Props) {
  if (value === null) return <span className="text-muted">—</span>
  if (!isDecimalText(value)) return <NotANumber raw={value} />
  const exact = plainDecimal(value)
  const sign = decimalSign(exact)
  const plus = signed && sign > 0 ? '+' : ''
  return (
    <span title={`${plus}${exactUsd(exact)}`} className={`whitespace-nowrap tabular-nums ${signed ? tone[sign] : ''}`}>
      {plus}
      {formatUsd(exact, { compact })}
    </span>
  )
}
