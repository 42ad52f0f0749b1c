import type { Query } from '@tanstack/react-query'
import { oldestSavedCopy, type SavedCopy } from './saved-copy'

/**
 * Which queries' data came from saved copies, by query hash. The client reports each response on the signal of the
 * fetch that asked for it; `trackSavedCopies` ties that signal to its query, so the query types stay the API's own.
 */
const responsesBySignal = new WeakMap<AbortSignal, (SavedCopy | null)[]>()
const byQuery = new Map<string, SavedCopy>()
const listeners = new Set<() => void>()

export function reportResponse(signal: AbortSignal | undefined, copy: SavedCopy | null): void {
  if (signal) responsesBySignal.get(signal)?.push(copy)
}

/**
 * Wraps every query function (the query client's `persister` option, react-query's one hook that sees both the query
 * and its fetch's signal). A page appended to a list keeps the list's older saved copy; a full fetch replaces it.
 */
export async function trackSavedCopies<T, C extends { signal: AbortSignal }>(queryFn: (context: C) => T | Promise<T>, context: C, query: Query): Promise<T> {
  const responses: (SavedCopy | null)[] = []
  responsesBySignal.set(context.signal, responses)
  const data = await queryFn(context)
  const appended = query.state.fetchMeta?.fetchMore !== undefined
  const copy = oldestSavedCopy([...responses, appended ? byQuery.get(query.queryHash) : null])
  if (copy) byQuery.set(query.queryHash, copy)
  else byQuery.delete(query.queryHash)
  listeners.forEach((listener) => listener())
  return data
}

export function savedCopyOfQuery(queryHash: string): SavedCopy | null {
  return byQuery.get(queryHash) ?? null
}

export function subscribeToSavedCopies(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
