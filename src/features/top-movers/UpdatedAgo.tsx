import { useEffect, useState } from 'react'

interface Props {
  /** when the board on screen was fetched (ms since the epoch) */
  updatedAt: number
}

function secondsAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** "Updated 12 s ago", counting up every second. Not a live region: it would speak every second. */
export function UpdatedAgo({ updatedAt }: Props) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <time dateTime={new Date(updatedAt).toISOString()} title={new Date(updatedAt).toLocaleString('en-US')} className="tabular-nums">
      Updated {secondsAgo(updatedAt, Math.max(now, updatedAt))} ago
    </time>
  )
}
