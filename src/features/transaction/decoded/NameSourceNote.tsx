import { UntrustedText } from '@/components/UntrustedText'
import type { NameSource } from '@/lib/abi-decode/name-source'
import { shortenHex } from '@/lib/format'

interface Props {
  source: NameSource | undefined
}

/** Where a name came from when the offline index did not give it: a verified source, or the public signature database. */
export function NameSourceNote({ source }: Props) {
  if (!source) return null
  if (source.kind === 'database') return <span className="ml-2 text-sm text-muted">(named from the public signature database)</span>
  return (
    <span className="ml-2 text-sm text-muted" data-testid="verified-source-note">
      (named from the verified source of <UntrustedText value={source.contractName} fallback="the contract" maxLength={40} /> at{' '}
      <code className="font-mono">{shortenHex(source.address)}</code>, on Sourcify)
    </span>
  )
}
