import { describeError } from '@/lib/describe-error'

interface Props {
  error: unknown
  retrying: boolean
  paused: boolean
}

/** The last refresh failed: the board below is the last good one, and the reader is told so. */
export function StaleNotice({ error, retrying, paused }: Props) {
  const { title } = describeError(error)
  const next = retrying ? 'Trying again…' : paused ? 'Use “Refresh now” to try again.' : 'It will be tried again at the next refresh.'
  return (
    <div role="status" className="rounded-md border border-warn/50 bg-raised px-3 py-2 text-sm">
      <p className="font-semibold text-warn">This board is stale: the last refresh failed.</p>
      <p className="text-muted">
        {title}. {next}
      </p>
    </div>
  )
}
