import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { oldestSavedCopy, type SavedCopy } from '@/api/saved-copy'
import { savedCopyOfQuery, subscribeToSavedCopies } from '@/api/saved-copy-store'

export const SAVED_COPY_REFRESH_MS = 10_000

/**
 * The oldest saved copy among the queries on screen (those with a mounted observer), or null when every one of them
 * is fresh. While there is one, those queries are asked again every `refreshMs`, so the view turns fresh by itself.
 */
export function useViewSavedCopy(refreshMs: number = SAVED_COPY_REFRESH_MS): SavedCopy | null {
  const client = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopStore = subscribeToSavedCopies(onChange)
      const stopCache = client.getQueryCache().subscribe(onChange)
      return () => {
        stopStore()
        stopCache()
      }
    },
    [client],
  )
  const snapshot = useCallback(
    () =>
      oldestSavedCopy(
        client
          .getQueryCache()
          .findAll({ type: 'active' })
          .map((query) => savedCopyOfQuery(query.queryHash)),
      ),
    [client],
  )
  const copy = useSyncExternalStore(subscribe, snapshot, () => null)

  const showing = copy !== null
  useEffect(() => {
    if (!showing) return
    const timer = setInterval(() => {
      void client.refetchQueries({ type: 'active', predicate: (query) => savedCopyOfQuery(query.queryHash) !== null })
    }, refreshMs)
    return () => clearInterval(timer)
  }, [client, showing, refreshMs])

  return copy
}
