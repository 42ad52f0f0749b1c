/**
 * An answer the deployment's shared cache served in place of a fresh one because the data service failed
 * (deploy/nginx: X-Chainview-Saved-Copy, X-Chainview-Fetched-At).
 */
export interface SavedCopy {
  /** when the deployment fetched it from the data service, if it said */
  fetchedAt: Date | null
}

export const SAVED_COPY_HEADER = 'x-chainview-saved-copy'
export const FETCHED_AT_HEADER = 'x-chainview-fetched-at'

/** The saved-copy descriptor of a response, or null for a fresh answer. */
export function savedCopyOf(headers: Headers): SavedCopy | null {
  if (headers.get(SAVED_COPY_HEADER) !== '1') return null
  const fetchedAt = new Date(headers.get(FETCHED_AT_HEADER) ?? '')
  return { fetchedAt: Number.isNaN(fetchedAt.getTime()) ? null : fetchedAt }
}

/** The oldest of several saved copies: what a view built from all of them is as old as. */
export function oldestSavedCopy(copies: readonly (SavedCopy | null | undefined)[]): SavedCopy | null {
  let oldest: SavedCopy | null = null
  for (const copy of copies) {
    if (!copy) continue
    if (!oldest || (copy.fetchedAt && (!oldest.fetchedAt || copy.fetchedAt < oldest.fetchedAt))) oldest = copy
  }
  return oldest
}
