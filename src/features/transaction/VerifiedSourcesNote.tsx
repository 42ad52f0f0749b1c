import { AddressEntity } from '@/components/AddressEntity'
import type { EvmChain } from '@/chains'
import type { VerifiedNames } from './verified-names'
import { VerifiedName } from './VerifiedName'

interface Props {
  chain: EvmChain
  verified: VerifiedNames | null
  /** an address the summary already labels (the called contract) */
  shownAbove: string | null
}

/**
 * What Sourcify added below the summary: the names of the other contracts in view from their verified source, or a
 * short note that it could not be reached.
 */
export function VerifiedSourcesNote({ chain, verified, shownAbove }: Props) {
  if (!verified) return null
  if (verified.unreachable)
    return (
      <p role="status" className="text-sm text-muted" data-testid="verified-sources-unreachable">
        Verified sources (Sourcify) could not be reached: names come from Chainview’s own index only. They are asked again on your next visit.
      </p>
    )
  const named = Object.entries(verified.names).filter(([address]) => address !== shownAbove?.toLowerCase())
  if (named.length === 0) return null
  return (
    <section aria-label="Contract names from verified sources" className="rounded-lg border border-line bg-raised p-4 text-sm">
      <ul className="space-y-1">
        {named.map(([address, name]) => (
          <li key={address} className="flex min-w-0 flex-wrap items-center gap-2">
            <AddressEntity chainSlug={chain.slug} address={address} />
            <VerifiedName name={name} />
          </li>
        ))}
      </ul>
    </section>
  )
}
