import { UntrustedText } from '@/components/UntrustedText'
import type { ErrorDecoding } from '@/lib/abi-decode/decode-error'

interface Props {
  /** undefined or null until the revert data has been decoded */
  decoding: ErrorDecoding | null | undefined
}

/** Why a call reverted, from its revert data: require's message, a panic's meaning or a custom error's name; or that the data carries none. */
export function RevertReason({ decoding }: Props) {
  if (!decoding || decoding.status === 'pending') return null
  if (decoding.status !== 'decoded') {
    return (
      <span className="block text-xs text-muted">
        {decoding.status === 'no-data' ? (
          'No revert reason in the data'
        ) : (
          <>
            Revert data not decoded (<code className="font-mono">{decoding.selector}</code>)
          </>
        )}
      </span>
    )
  }
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
          {error.nameSource?.kind === 'database' && ' (named from the public signature database)'}
          {error.nameSource?.kind === 'verified' && ' (named from a verified source on Sourcify)'}
        </>
      )}
    </span>
  )
}
