import { useEffect } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isCodeDownloadFailure } from '@/lib/describe-error'
import { reloadForCode } from '@/lib/reload-for-code'
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
  // browser may say "online" a moment before requests go through, so code missing while online is tried again after
  // a pause, a few times. Code is tried again by a new page (reloadForCode); data by the router.
  const codeMissing = isCodeDownloadFailure(error)
  const tryAgain = codeMissing ? () => void reloadForCode({ unasked: false }) : retry
  useEffect(() => {
    let again: number | undefined
    let mounted = true
    const reloadWhenReachable = (unasked: boolean) => {
      void reloadForCode({ unasked }).then((reloading) => {
        if (!mounted || reloading || !navigator.onLine || onlineRetries.count >= ONLINE_RETRY_LIMIT) return
        onlineRetries.count += 1
        again = window.setTimeout(() => reloadWhenReachable(unasked), ONLINE_RETRY_PAUSE_MS)
      })
    }
    const onOnline = () => {
      onlineRetries.count = 0
      if (codeMissing) reloadWhenReachable(false)
      else retry()
    }
    window.addEventListener('online', onOnline)
    if (codeMissing && navigator.onLine) again = window.setTimeout(() => reloadWhenReachable(true), ONLINE_RETRY_PAUSE_MS)
    return () => {
      mounted = false
      window.removeEventListener('online', onOnline)
      window.clearTimeout(again)
    }
  })
  return (
    <div className="space-y-3">
      <ErrorPanel error={error} onRetry={tryAgain} />
      <Link to="/" className="text-sm text-accent hover:underline">
        Back to the home page
      </Link>
    </div>
  )
}
