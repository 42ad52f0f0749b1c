/** Parses the API's timestamps; NFT transfer timestamps come without a zone and are UTC. */
export function parseTimestamp(value: string | null): Date | null {
  if (!value) return null
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value)
  const date = new Date(hasZone || !/T/.test(value) ? value : `${value}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' })

export function formatAge(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.trunc(seconds / size), unit)
  }
  return relative.format(0, 'second')
}

/** "2024-05-01 12:34:56 UTC" */
export function formatUtc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`
}
