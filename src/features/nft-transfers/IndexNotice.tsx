interface Props {
  blockExists: boolean | null
  indexComplete: boolean | null
}

/** What the service's block_exists and index_complete flags mean for the list the reader is looking at. */
export function IndexNotice({ blockExists, indexComplete }: Props) {
  if (blockExists !== false && indexComplete !== false) return null
  return (
    <div role="note" aria-label="About this list" className="space-y-1 rounded-lg border border-warn/50 bg-raised p-3 text-sm">
      {indexComplete === false && (
        <p>
          <span className="font-semibold text-warn">This wallet is still being indexed.</span> The service has not finished reading its history, so transfers
          may be missing from this list. Come back later for the complete list.
        </p>
      )}
      {blockExists === false && (
        <p>
          <span className="font-semibold text-warn">The service does not have the requested block yet.</span> Transfers in blocks it has not reached are not in
          this list, even if they happened on chain.
        </p>
      )}
    </div>
  )
}
