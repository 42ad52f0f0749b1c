import { useEffect, useState, useSyncExternalStore } from 'react'
import { watchKey, type WatchTarget } from './watch-target'
import type { WatchlistStore } from './watchlist-store'

let loaded: WatchlistStore | null = null
let loading: Promise<WatchlistStore> | null = null

function loadWatchlist(): Promise<WatchlistStore> {
  loading ??= import('./watchlist-store').then((module) => (loaded = module.watchlist))
  return loading
}

/**
 * This browser's watchlist, null until it has loaded. A view loads it when the browser is next idle, so its first
 * rows do not wait for the watchlist's storage and checks.
 */
function useLoadedWatchlist(): WatchlistStore | null {
  const [store, setStore] = useState(() => loaded)
  useEffect(() => {
    if (store) return
    let current = true
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    whenIdle(() => void loadWatchlist().then((next) => current && setStore(next)))
    return () => {
      current = false
    }
  }, [store])
  return store
}

const noSubscription = () => () => undefined

/** Whether the target is on the watchlist (false until the watchlist has loaded), and the watchlist to change it. */
export function useIsWatched(target: WatchTarget | null): { store: WatchlistStore | null; watched: boolean } {
  const store = useLoadedWatchlist()
  const key = target ? watchKey(target) : null
  const isWatched = () => store !== null && key !== null && store.find(key) !== undefined
  const watched = useSyncExternalStore(store?.subscribe ?? noSubscription, isWatched, isWatched)
  return { store, watched }
}
