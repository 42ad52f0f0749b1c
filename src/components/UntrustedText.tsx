import { displayText } from '@/lib/display-text'

interface Props {
  value: string | null | undefined
  /** shown when there is no value */
  fallback?: string
  maxLength?: number
  className?: string
}

/** Text from the API or from metadata: always a text node, never markup, with hidden direction tricks made visible. */
export function UntrustedText({ value, fallback = '—', maxLength, className = '' }: Props) {
  if (!value) return <span className="text-muted">{fallback}</span>
  const shown = displayText(value, maxLength)
  return (
    <span className={`untrusted ${className}`} title={shown.length > 60 ? displayText(value, 2000) : undefined}>
      {shown}
    </span>
  )
}
