import { UntrustedText } from '@/components/UntrustedText'

interface Props {
  /** plain and shortened already (src/lib/verified-sources/sourcify-answers.ts), and still untrusted */
  name: string
}

/** A contract's name from its verified source on Sourcify: its author's words, not checked by Chainview. */
export function VerifiedName({ name }: Props) {
  return (
    <span className="ml-1 text-sm" data-testid="verified-contract-name">
      <UntrustedText value={name} maxLength={40} /> <span className="text-muted">(name from its verified source)</span>
    </span>
  )
}
