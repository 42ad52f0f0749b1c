import { useSyncExternalStore } from 'react'
import { watchlist } from './watchlist-store'

export function useWatchlist() {
  return useSyncExternalStore(watchlist.subscribe, watchlist.entries, watchlist.entries)
}
