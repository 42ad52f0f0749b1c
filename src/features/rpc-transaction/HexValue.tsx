import { CopyButton } from '@/components/CopyButton'

interface Props {
  value: string
  label: string
}

/** A hash or address in full, with Copy. */
export function HexValue({ value, label }: Props) {
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <span className="untrusted break-all font-mono">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  )
}
