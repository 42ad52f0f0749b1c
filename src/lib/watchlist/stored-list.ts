/**
 * A list kept as JSON under one localStorage key, read once and then served from memory, with listeners for
 * useSyncExternalStore. Another tab's change arrives as a `storage` event and is read afresh. Where storage is
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

  return {
    get: () => (items ??= load()),
    set: (next) => {
      items = next
      try {
        storage?.setItem(key, write(next))
      } catch {
        // Full or refused: this tab keeps the change in memory.
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
