import { UntrustedText } from '@/components/UntrustedText'
import type { ErrorDecoding } from '@/lib/abi-decode/decode-error'

interface Props {
  decoding: ErrorDecoding | null | undefined
}

/** Why a call reverted, from its revert data: require's message, a panic's meaning or a custom error's name. */
export function RevertReason({ decoding }: Props) {
  if (decoding?.status !== 'decoded') return null
  const { error } = decoding
  const message = error.name === 'Error' && error.args[0]?.value.kind === 'string' ? error.args[0].value.value : null
  return (
    <span className="block text-xs text-muted">
      {message !== null ? (
        <>
          Reason: “<UntrustedText value={message} maxLength={200} />”
        </>
      ) : error.panicReason ? (
        <>Panic: {error.panicReason}</>
      ) : (
        <>
          Error <UntrustedText value={error.signature} maxLength={200} />
        </>
      )}
    </span>
  )
}
