interface Props {
  refreshing: boolean
  onRefresh: () => void
}

export function CollectionPending({ refreshing, onRefresh }: Props) {
  return (
    <div role="status" className="rounded-lg border border-warn/50 bg-raised p-4 text-sm">
      <p>
        <span className="font-semibold text-warn">This collection is not indexed yet.</span> The service did not know this contract, and asking for it has
        started indexing it. Its name, images and links usually appear within a few minutes.
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
