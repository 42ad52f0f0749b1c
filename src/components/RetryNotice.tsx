import { useEffect, useState } from 'react'
import { ApiError } from '@/api/errors'
import { retryDelay } from '@/api/retry'
import { describeError } from '@/lib/describe-error'

interface Props {
  /** react-query's failureReason while it is still retrying */
  failure: unknown
  failureCount: number
}

/** Says why the data is late while react-query retries, counting down a Retry-After. */
export function RetryNotice({ failure, failureCount }: Props) {
  const [now, setNow] = useState(() => Date.now())
  // Each failure starts its own wait, so the countdown starts over at every retry.
  const [wait, setWait] = useState(() => ({ failureCount, since: Date.now() }))
  if (wait.failureCount !== failureCount) setWait({ failureCount, since: now })
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(timer)
  }, [])
  if (!(failure instanceof ApiError)) return null
  // react-query asked retryDelay with the count of failures before this one.
  const waitMs = retryDelay(failureCount - 1, failure)
  const seconds = Math.max(0, Math.ceil((wait.since + waitMs - now) / 1000))
  const reason =
    failure.status === 429 ? 'Rate limited' : failure.kind === 'http' ? `The data service failed (HTTP ${failure.status})` : describeError(failure).title
  return (
    <p role="status" className="rounded-md border border-warn/40 bg-raised px-3 py-2 text-sm text-warn">
      {reason} — retrying in {seconds} s
    </p>
  )
}
