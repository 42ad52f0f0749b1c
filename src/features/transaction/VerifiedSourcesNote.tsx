import type { Transaction } from '@/api/transaction'
import { AddressEntity } from '@/components/AddressEntity'
import { UntrustedText } from '@/components/UntrustedText'
import type { EvmChain } from '@/chains'
import type { Knowledge } from '@/lib/tx-story/knowledge'
import { useVerifiedDecoding } from '@/lib/verified-sources/use-verified-decoding'

interface Props {
  chain: EvmChain
  tx: Transaction
  /** what the published lists say of its addresses; null until loaded */
  known: Knowledge | null
}

/**
 * What Sourcify added, once it answered (the decoding asked it, use-decoded-transaction.ts): the names of contracts no
 * label or list names, from their verified source, or a short note that it could not be reached.
 */
export function VerifiedSourcesNote({ chain, tx, known }: Props) {
  const verified = useVerifiedDecoding({ chainId: Number.parseInt(chain.id, 16), hash: tx.hash, tx, offline: null })
  if (!verified) return null
  if (verified.unreachable)
    return (
      <p role="status" className="text-sm text-muted" data-testid="verified-sources-unreachable">
        Verified sources (Sourcify) could not be reached: names come from Chainview’s own index only. They are asked again on your next visit.
      </p>
    )
  const labelled = new Set([tx.to_address_label ? tx.to_address?.toLowerCase() : null, tx.from_address_label ? tx.from_address?.toLowerCase() : null])
  const named = Object.entries(verified.contractNames).filter(([address]) => !labelled.has(address) && !known?.(address))
  if (named.length === 0) return null
  return (
    <section aria-label="Contract names from verified sources" className="rounded-lg border border-line bg-raised p-4 text-sm">
      <p className="text-muted">Contract names from their verified source on Sourcify (as their authors wrote them; not checked by Chainview):</p>
      <ul className="mt-1 space-y-1">
        {named.map(([address, name]) => (
          <li key={address} className="flex min-w-0 flex-wrap items-center gap-2">
            <AddressEntity chainSlug={chain.slug} address={address} />
            <span data-testid="verified-contract-name">
              <UntrustedText value={name} maxLength={40} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
