import { UntrustedText } from './UntrustedText'
import { formatAge, formatUtc, parseTimestamp } from '@/lib/time'

/** An absolute UTC time with its age; text that is not a time is shown as it came. */
export function Timestamp({ value }: { value: string | null }) {
  const date = parseTimestamp(value)
  if (!date) return <UntrustedText value={value} maxLength={80} />
  return (
    <span>
      <time dateTime={date.toISOString()}>{formatUtc(date)}</time> <span className="text-muted">({formatAge(date)})</span>
    </span>
  )
}
