import { browserStorage } from '@/lib/browser-storage'
import { parseJsonText } from './parse-json-text'

export const WATCHLIST_STORAGE_KEY = 'chainview.watchlist'

/**
 * How many entries the stored watchlist holds, read without checking them: enough for the home page to draw the
 * watchlist's frame at its size before the watchlist itself has loaded.
 */
export function storedEntryCount(storage: Storage | null = browserStorage()): number {
  let raw: string | null = null
  try {
    raw = storage?.getItem(WATCHLIST_STORAGE_KEY) ?? null
  } catch {
    return 0
  }
  const json = parseJsonText(raw)
  const entries = Array.isArray(json) ? json : (json as { entries?: unknown } | null | undefined)?.entries
  return Array.isArray(entries) ? entries.length : 0
}
