import { useSyncExternalStore } from 'react'
import { browserStorage } from '@/lib/browser-storage'
import { parseJsonText } from './parse-json-text'
import { WATCHLIST_STORAGE_KEY } from './stored-watchlist'
import { watchKey, type WatchTarget } from './watch-target'

/**
 * Which views the stored watchlist keeps, read from its entries' keys without checking the rest of each entry: enough
 * for a Watch button or a board's star to show, without the watchlist's own code (its checks, keccak for EIP-55),
 * which loads when the reader presses the button. The home page's list is the checked one.
 */
function readKeys(storage: Storage | null): ReadonlySet<string> {
  let raw: string | null = null
  try {
    raw = storage?.getItem(WATCHLIST_STORAGE_KEY) ?? null
  } catch {
    return new Set()
  }
  const json = parseJsonText(raw)
  const entries: unknown = Array.isArray(json) ? json : (json as { entries?: unknown } | null | undefined)?.entries
  if (!Array.isArray(entries)) return new Set()
  return new Set(entries.flatMap(keyOf))
}

/** An entry's key; none for an entry whose address or hash is not text. A key made of anything else matches no view. */
function keyOf(entry: unknown): string[] {
  try {
    return [watchKey(entry as WatchTarget)]
  } catch {
    return []
  }
}

let keys: ReadonlySet<string> | null = null
const listeners = new Set<() => void>()

/** The watchlist changed in this tab (the Watch button's press): read the keys afresh. */
export function storedWatchKeysChanged(): void {
  keys = null
  listeners.forEach((listener) => listener())
}

function onStorage(event: StorageEvent) {
  if (event.key === WATCHLIST_STORAGE_KEY || event.key === null) storedWatchKeysChanged()
}

/** The first reader reads the keys afresh: while none listened, the home page's watchlist may have changed them. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    keys = null
    window.addEventListener('storage', onStorage)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** Whether the stored watchlist keeps the target; follows changes from this tab's button and from other tabs. */
export function useStoredWatch(target: WatchTarget | null): boolean {
  const key = target ? watchKey(target) : null
  const isKept = () => key !== null && (keys ??= readKeys(browserStorage())).has(key)
  return useSyncExternalStore(subscribe, isKept, () => false)
}
