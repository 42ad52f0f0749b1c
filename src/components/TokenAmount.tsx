import { displayText } from '@/lib/display-text'
import { exactUnits, groupDigits, shortUnits } from '@/lib/format'
import { CopyButton } from './CopyButton'
import { UntrustedText } from './UntrustedText'

interface Props {
  /** raw units */
  value: bigint
  decimals: number | null
  symbol?: string | null
  copyable?: boolean
}

/** A trimmed amount in the table; the exact amount in the title and in what Copy copies. */
export function TokenAmount({ value, decimals, symbol, copyable = true }: Props) {
  const known = decimals !== null
  const exact = known ? exactUnits(value, decimals) : value.toString()
  const shown = known ? shortUnits(value, decimals) : groupDigits(value.toString())
  const unit = known ? (symbol ?? '') : 'raw units'
  return (
    // Raw units of a token without known decimals can run to 30 digits: they wrap rather than widen a 375 px page.
    <span className={`inline-flex items-center gap-1 ${known ? 'whitespace-nowrap' : 'flex-wrap'}`}>
      <span className={`font-mono tabular-nums ${known ? '' : 'break-all'}`} title={`${groupDigits(exact)} ${displayText(unit, 40)}`.trim()} data-exact={exact}>
        {shown}
      </span>{' '}
      {unit && <UntrustedText value={unit} maxLength={40} className="max-w-[8rem] truncate text-muted" />}
      {copyable && <CopyButton value={exact} label="Copy exact amount" />}
    </span>
  )
}
