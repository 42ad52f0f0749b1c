import { useEffect } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPanel } from './ErrorPanel'

/** Every route's error boundary: says what happened and offers a way on, never a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  // A view whose code or data could not be fetched offline tries again by itself once the connection is back.
  useEffect(() => {
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
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
