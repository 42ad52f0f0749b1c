import { useSyncExternalStore } from 'react'
import { watchKey, type WatchTarget } from './watch-target'
import { watchlist } from './watchlist-store'

export function useWatchlist() {
  return useSyncExternalStore(watchlist.subscribe, watchlist.entries, watchlist.entries)
}

/** Whether the target is on the watchlist; re-renders only when that answer changes. */
export function useIsWatched(target: WatchTarget | null): boolean {
  const key = target ? watchKey(target) : null
  const isWatched = () => key !== null && watchlist.find(key) !== undefined
  return useSyncExternalStore(watchlist.subscribe, isWatched, isWatched)
}
