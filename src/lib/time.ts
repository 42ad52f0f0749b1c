/** Parses the API's timestamps; NFT transfer timestamps come without a zone and are UTC. */
export function parseTimestamp(value: string | null): Date | null {
  if (!value) return null
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value)
  const date = new Date(hasZone || !/T/.test(value) ? value : `${value}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

const units: [string, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** "3 hours ago", "in 2 minutes", "now". Written out rather than through Intl.RelativeTimeFormat, whose first use costs
 * a list page more than all its rows' ages together. */
export function formatAge(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  if (seconds === 0) return 'now'
  for (const [unit, size] of units) {
    const count = Math.trunc(Math.abs(seconds) / size)
    if (count >= 1) {
      const span = `${count} ${unit}${count === 1 ? '' : 's'}`
      return seconds < 0 ? `${span} ago` : `in ${span}`
    }
  }
  return 'now'
}

/** "2024-05-01 12:34:56 UTC" */
export function formatUtc(date: Date): string {
  return `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`
}
