interface Props {
  /** what the page cannot show yet, e.g. "No metadata yet." */
  headline: string
  /** what the service did not know, e.g. "this collection" */
  subject: string
  refreshing: boolean
  onRefresh: () => void
}

/** Asking the service for something it has not indexed starts indexing it: says so, and lets the reader ask again. */
export function NotIndexedNotice({ headline, subject, refreshing, onRefresh }: Props) {
  return (
    <div role="status" className="rounded-lg border border-warn/50 bg-raised p-4 text-sm">
      <p>
        <span className="font-semibold text-warn">{headline}</span> The service did not know {subject}; asking for it has started indexing the contract, which
        usually takes a few minutes.
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
