import { AddressEntity } from '@/components/AddressEntity'
import { UntrustedText } from '@/components/UntrustedText'
import type { DecodedValue } from '@/lib/abi-decode/decoded-value'
import { HexBlock } from '../HexBlock'
import { ArgumentList } from './ArgumentList'
import { ArrayValue } from './ArrayValue'
import { BytesValue } from './BytesValue'
import { IntegerValue } from './IntegerValue'

interface Props {
  chain: string
  value: DecodedValue
  /** names the value for screen readers: the argument's name */
  label: string
}

/** One decoded value, shown the way its ABI type reads best. */
export function DecodedValueView({ chain, value, label }: Props) {
  switch (value.kind) {
    case 'address':
      return <AddressEntity chainSlug={chain} address={value.value} full />
    case 'integer':
      return <IntegerValue value={value.value} />
    case 'bool':
      return <span className="font-mono">{value.value ? 'true' : 'false'}</span>
    case 'string':
      return value.value === '' ? <span className="text-muted">empty text</span> : <UntrustedText value={value.value} maxLength={500} />
    case 'bytes':
      return <BytesValue chain={chain} value={value} label={label} />
    case 'topic-hash':
      return (
        <div className="min-w-0">
          <p className="text-xs text-muted">Indexed, so the log keeps only its hash:</p>
          <HexBlock value={value.value} label={label} />
        </div>
      )
    case 'tuple':
      return <ArgumentList chain={chain} args={value.fields} label={label} />
    case 'array':
      return <ArrayValue chain={chain} value={value} label={label} />
  }
}
