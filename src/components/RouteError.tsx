import { useEffect } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isCodeDownloadFailure } from '@/lib/describe-error'
import { ErrorPanel } from './ErrorPanel'

const ONLINE_RETRY_PAUSE_MS = 1000
const ONLINE_RETRY_LIMIT = 3
/** Retries made since the browser last came online, shared by every error boundary on the page. */
const onlineRetries = { count: 0 }

/** Every route's error boundary: says what happened and offers a way on, never a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  // A view whose code or data could not be fetched offline tries again by itself once the connection is back. The
  // browser may say "online" a moment before requests go through, so code that still fails to download while online
  // is tried again after a pause, a few times.
  const codeMissing = isCodeDownloadFailure(error)
  useEffect(() => {
    const onOnline = () => {
      onlineRetries.count = 0
      retry()
    }
    window.addEventListener('online', onOnline)
    const again =
      codeMissing && navigator.onLine && onlineRetries.count < ONLINE_RETRY_LIMIT
        ? window.setTimeout(() => {
            onlineRetries.count += 1
            retry()
          }, ONLINE_RETRY_PAUSE_MS)
        : undefined
    return () => {
      window.removeEventListener('online', onOnline)
      window.clearTimeout(again)
    }
  })
  return (
    <div className="space-y-3">
      <ErrorPanel error={error} onRetry={retry} />
      <Link to="/" className="text-sm text-accent hover:underline">
        Back to the home page
      </Link>
    </div>
  )
}
