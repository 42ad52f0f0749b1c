/**
 * A list kept as JSON under one localStorage key, with listeners for useSyncExternalStore: while someone listens, read
 * once and then served from memory, another tab's change arriving as a `storage` event and read afresh; while no one
 * does, read afresh each time, so a change made meanwhile in another tab is never overwritten. Where storage is
 * disabled or full the list still works for this tab.
 */
export interface StoredList<T> {
  get: () => readonly T[]
  set: (next: readonly T[]) => void
  subscribe: (listener: () => void) => () => void
}

export function createStoredList<T>(
  storage: Storage | null,
  key: string,
  read: (raw: string | null) => readonly T[],
  write: (items: readonly T[]) => string,
): StoredList<T> {
  let items: readonly T[] | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function load(): readonly T[] {
    let raw: string | null = null
    try {
      raw = storage?.getItem(key) ?? null
    } catch {
      raw = null
    }
    return read(raw)
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return
    items = null
    notify()
  }

  /** Only in memory: there is no storage, or it refused a change. */
  let memoryOnly = storage === null

  return {
    // With no one listening for other tabs' changes, the stored list is read afresh each time.
    get: () => (listeners.size > 0 || memoryOnly ? (items ??= load()) : (items = load())),
    set: (next) => {
      items = next
      try {
        storage?.setItem(key, write(next))
      } catch {
        // Full or refused: this tab keeps the change in memory.
        memoryOnly = true
      }
      notify()
    },
    subscribe: (listener) => {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}
