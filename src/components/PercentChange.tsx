import { decimalSign, plainDecimal } from '@/lib/decimal'
import { exactPercent, formatPercent, isDecimalText } from '@/lib/format'
import { NotANumber } from './NotANumber'

interface Props {
  value: string | null
  /** every digit the service sent rather than two fraction digits */
  exact?: boolean
}

const tone = { '1': 'text-gain', '-1': 'text-loss', '0': 'text-muted' } as const

/** A signed percentage in the colour of its direction; the sign says it without the colour. */
export function PercentChange({ value, exact: allDigits = false }: Props) {
  if (value === null) return <span className="text-muted">—</span>
  if (!isDecimalText(value)) return <NotANumber raw={value} />
  const exact = plainDecimal(value)
  return (
    <span title={`${exact}%`} className={`whitespace-nowrap font-medium tabular-nums ${tone[decimalSign(exact)]}`}>
      {allDigits ? exactPercent(exact) : formatPercent(exact)}
    </span>
  )
}
