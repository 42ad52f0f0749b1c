const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10)

/** "14:02 UTC" for today, "23 Nov 14:02 UTC" for another day: when a saved copy was fetched. */
export function formatSavedAt(fetchedAt: Date, now: Date = new Date()): string {
  const time = `${fetchedAt.toISOString().slice(11, 16)} UTC`
  if (sameUtcDay(fetchedAt, now)) return time
  const day = fetchedAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return `${day} ${time}`
}

/** The same moment for a file name: "saved-copy-2024-05-01T1402Z". */
export function savedCopyFileTag(fetchedAt: Date | null): string {
  if (!fetchedAt) return 'saved-copy'
  return `saved-copy-${fetchedAt.toISOString().slice(0, 16).replace(':', '')}Z`
}
