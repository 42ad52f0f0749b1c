import type { JsonField } from '@/api/fields'

interface Props {
  metadata: JsonField
  readable: boolean
  refreshing: boolean
  onRefresh: () => void
}

/** Says why metadata is missing or unreadable; a token the service does not know yet is being indexed now. */
export function MetadataNotice({ metadata, readable, refreshing, onRefresh }: Props) {
  if (readable) return null
  if (metadata.state === 'invalid') {
    return (
      <p role="note" className="rounded-lg border border-warn/50 bg-raised p-3 text-sm">
        <span className="font-semibold text-warn">The token’s metadata is not valid JSON.</span> Its name, image and attributes cannot be read; the text the
        service holds is under Raw metadata.
      </p>
    )
  }
  return (
    <div role="status" className="rounded-lg border border-warn/50 bg-raised p-3 text-sm">
      <p>
        <span className="font-semibold text-warn">No metadata yet.</span> The service did not know this token’s metadata, and asking for it has started indexing
        the contract. It usually takes a minute or two.
      </p>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        className="mt-2 rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg disabled:opacity-60"
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </div>
  )
}
