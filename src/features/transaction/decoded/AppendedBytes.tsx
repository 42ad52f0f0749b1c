import type { Hex } from 'viem'
import { groupDigits } from '@/lib/format'
import { HexBlock } from '../HexBlock'

interface Props {
  value: Hex
}

/** Bytes a front-end put after a call's arguments: the contract ignores them, so they are shown raw. */
export function AppendedBytes({ value }: Props) {
  const bytes = (value.length - 2) / 2
  const label = `${groupDigits(String(bytes))} ${bytes === 1 ? 'byte' : 'bytes'} appended after the arguments`
  return (
    <div className="text-sm">
      <p className="text-muted">{label}</p>
      <HexBlock value={value} label={label} />
    </div>
  )
}
