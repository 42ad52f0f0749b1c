import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** React Query pauses queries while offline and resumes them on reconnect; this says so. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  if (online) return null
  return (
    <div role="status" className="bg-warn/15 px-4 py-2 text-center text-sm font-medium text-warn">
      You are offline. Requests are waiting and will resume when the connection is back.
    </div>
  )
}
