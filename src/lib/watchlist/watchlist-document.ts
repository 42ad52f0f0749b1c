import { parseEntry, type WatchEntry } from './watchlist-schema'
import { watchKey } from './watch-target'

/** The format this build writes. A later change to the entries raises it and adds a step to MIGRATIONS. */
export const WATCHLIST_VERSION = 1

export interface WatchlistDocument {
  version: typeof WATCHLIST_VERSION
  entries: WatchEntry[]
}

interface VersionedEntries {
  version: number
  entries: unknown[]
}

/**
 * Each step lifts a document from its version to the next. Version 0 is a bare array of entries with `addedAt` in
 * milliseconds since 1970, as `Date.now()` gives it: the easiest file to write by hand or by script.
 */
const MIGRATIONS: Record<number, (document: VersionedEntries) => VersionedEntries> = {
  0: ({ entries }) => ({
    version: 1,
    entries: entries.map((entry) => {
      const addedAt = (entry as { addedAt?: unknown } | null)?.addedAt
      return typeof addedAt === 'number' && Number.isFinite(addedAt) ? { ...(entry as object), addedAt: new Date(addedAt).toISOString() } : entry
    }),
  }),
}

export interface SkippedEntry {
  /** 1-based position in the file */
  position: number
  problem: string
}

export interface WatchlistReading {
  entries: WatchEntry[]
  skipped: SkippedEntry[]
  /** why nothing at all could be read */
  problem: string | null
}

function versioned(json: unknown): VersionedEntries | string {
  if (Array.isArray(json)) return { version: 0, entries: json }
  if (typeof json !== 'object' || json === null) return 'This is not a Chainview watchlist: it holds no list of entries.'
  const { version, entries } = json as { version?: unknown; entries?: unknown }
  if (!Number.isInteger(version) || (version as number) < 0 || !Array.isArray(entries))
    return 'This is not a Chainview watchlist: it needs a version and a list of entries.'
  if ((version as number) > WATCHLIST_VERSION)
    return `This watchlist was written by a newer Chainview (format ${String(version)}); this one reads up to format ${WATCHLIST_VERSION}.`
  return { version: version as number, entries }
}

/** A stored or imported watchlist brought to the current version; entries that fail their check are listed, not kept. */
export function readWatchlistDocument(json: unknown): WatchlistReading {
  const found = versioned(json)
  if (typeof found === 'string') return { entries: [], skipped: [], problem: found }
  let document: VersionedEntries = found
  while (document.version < WATCHLIST_VERSION) {
    const step = MIGRATIONS[document.version]
    if (!step) return { entries: [], skipped: [], problem: `Format ${document.version} of the watchlist cannot be read.` }
    document = step(document)
  }
  const entries: WatchEntry[] = []
  const skipped: SkippedEntry[] = []
  const seen = new Set<string>()
  document.entries.forEach((value, index) => {
    const parsed = parseEntry(value)
    if ('problem' in parsed) skipped.push({ position: index + 1, problem: parsed.problem })
    else if (seen.has(watchKey(parsed.entry))) skipped.push({ position: index + 1, problem: 'the same view is already listed above it' })
    else {
      seen.add(watchKey(parsed.entry))
      entries.push(parsed.entry)
    }
  })
  return { entries, skipped, problem: null }
}

export function writeWatchlistDocument(entries: readonly WatchEntry[]): string {
  const document: WatchlistDocument = { version: WATCHLIST_VERSION, entries: [...entries] }
  return JSON.stringify(document, null, 2)
}
