import { formatAge, formatUtc, parseTimestamp } from '@/lib/time'

interface Props {
  timestamp: string | null
}

export function Age({ timestamp }: Props) {
  const date = parseTimestamp(timestamp)
  if (!date) return <span className="text-muted">—</span>
  return (
    <time dateTime={date.toISOString()} title={formatUtc(date)} className="whitespace-nowrap">
      {formatAge(date)}
    </time>
  )
}
