import { UntrustedText } from '@/components/UntrustedText'
import type { CallDecoding } from '@/lib/abi-decode/decode-call'

interface Props {
  input: string | null
  /** the internal call decoded with the signature index; undefined until its shards have loaded */
  decoding: CallDecoding | undefined
}

/** The function an internal call ran: its name once the index decodes it, else its selector. */
export function InternalCallName({ input, decoding }: Props) {
  if (decoding?.status === 'decoded') {
    return (
      <code className="font-mono text-xs" title={decoding.call.signature}>
        <UntrustedText value={decoding.call.name} maxLength={60} />
      </code>
    )
  }
  if (!input || input.length < 10) return <span className="text-muted">—</span>
  return <code className="font-mono text-xs text-muted">{input.slice(0, 10).toLowerCase()}</code>
}
