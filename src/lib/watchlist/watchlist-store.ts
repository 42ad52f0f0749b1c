import { browserStorage } from '@/lib/browser-storage'
import { createStoredList } from './stored-list'
import { defaultLabel, watchKey, type WatchTarget } from './watch-target'
import { parseJsonText } from './parse-json-text'
import { WATCHLIST_STORAGE_KEY } from './stored-watchlist'
import { readWatchlistDocument, writeWatchlistDocument, type SkippedEntry } from './watchlist-document'
import { LABEL_MAX_LENGTH, type WatchEntry } from './watchlist-schema'

export { WATCHLIST_STORAGE_KEY }

export interface ImportReport {
  added: number
  /** entries of the file that were watched already; the watchlist keeps its own label for them */
  alreadyWatched: number
  skipped: SkippedEntry[]
  problem: string | null
}

function cleanLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').slice(0, LABEL_MAX_LENGTH)
}

/** What the reader keeps: add, rename, remove, and JSON out and in. */
export function createWatchlistStore(storage: Storage | null, now: () => Date = () => new Date()) {
  const list = createStoredList<WatchEntry>(
    storage,
    WATCHLIST_STORAGE_KEY,
    (raw) => (raw === null ? [] : readWatchlistDocument(parseJsonText(raw)).entries),
    writeWatchlistDocument,
  )
  const find = (key: string) => list.get().find((entry) => watchKey(entry) === key)

  return {
    subscribe: list.subscribe,
    entries: list.get,
    find,
    add(target: WatchTarget, label: string): void {
      if (find(watchKey(target))) return
      list.set([...list.get(), { ...target, label: cleanLabel(label) || defaultLabel(target), addedAt: now().toISOString() } as WatchEntry])
    },
    /** False when the new label is empty, which would leave the entry nameless. */
    rename(key: string, label: string): boolean {
      const cleaned = cleanLabel(label)
      if (!cleaned) return false
      list.set(list.get().map((entry) => (watchKey(entry) === key ? { ...entry, label: cleaned } : entry)))
      return true
    },
    remove(key: string): void {
      list.set(list.get().filter((entry) => watchKey(entry) !== key))
    },
    exportJson: (): string => writeWatchlistDocument(list.get()),
    /** Adds the file's good entries to the watchlist; nothing already in it changes or goes. */
    importJson(text: string): ImportReport {
      const json = parseJsonText(text)
      if (json === undefined) return { added: 0, alreadyWatched: 0, skipped: [], problem: 'The file is not JSON.' }
      const { entries, skipped, problem } = readWatchlistDocument(json)
      const fresh = entries.filter((entry) => !find(watchKey(entry)))
      if (fresh.length > 0) list.set([...list.get(), ...fresh])
      return { added: fresh.length, alreadyWatched: entries.length - fresh.length, skipped, problem }
    },
  }
}

/** This browser's watchlist. */
export const watchlist = createWatchlistStore(browserStorage())
