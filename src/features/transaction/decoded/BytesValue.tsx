import type { DecodedValue } from '@/lib/abi-decode/decoded-value'
import { HexBlock } from '../HexBlock'
import { NestedCallView } from './NestedCallView'

interface Props {
  chain: string
  value: Extract<DecodedValue, { kind: 'bytes' }>
  label: string
}

/** Bytes as hex with Copy, and the call they hold, decoded and indented, when they hold one. */
export function BytesValue({ chain, value, label }: Props) {
  if (value.value === '0x') return <span className="text-muted">empty</span>
  return (
    <div className="min-w-0 space-y-2">
      <HexBlock value={value.value} label={label} />
      {value.nested && <NestedCallView chain={chain} nested={value.nested} />}
    </div>
  )
}
