import { parseTimestamp } from '@/lib/time'

/** ISO 8601 in UTC ("2026-11-21T12:00:00.000Z"); a timestamp the service sent unreadable is kept as it came. */
export function isoUtc(value: string | null): string {
  if (!value) return ''
  return parseTimestamp(value)?.toISOString() ?? value
}
