import { CopyButton } from '@/components/CopyButton'
import { exactUnits, groupDigits } from '@/lib/format'

interface Props {
  /** wei */
  value: bigint
  symbol: string
  decimals?: number
}

/** A native-currency amount shown in full: a detail page has room for every digit. */
export function NativeAmount({ value, symbol, decimals = 18 }: Props) {
  const exact = exactUnits(value, decimals)
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="break-all font-mono tabular-nums" data-exact={exact}>
        {groupDigits(exact)}
      </span>{' '}
      <span className="text-muted">{symbol}</span>
      <CopyButton value={exact} label={`Copy exact amount in ${symbol}`} />
    </span>
  )
}
