import { describeError } from '@/lib/describe-error'

interface Props {
  error: unknown
  onRetry?: () => void
  /** what was being loaded, e.g. "transfers" */
  subject?: string
}

export function ErrorPanel({ error, onRetry, subject }: Props) {
  const { title, detail, retryable } = describeError(error)
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-raised p-4">
      <p className="font-semibold text-danger">{subject ? `Could not load ${subject}: ${title}` : title}</p>
      {detail && <p className="untrusted mt-1 text-sm text-muted">{detail}</p>}
      {onRetry && retryable && (
        <button type="button" onClick={onRetry} className="mt-3 rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
          Retry
        </button>
      )}
    </div>
  )
}
