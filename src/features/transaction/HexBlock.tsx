import { CopyButton } from '@/components/CopyButton'

interface Props {
  value: string
  /** what is copied, for screen readers */
  label: string
}

/** Raw hex, wrapped at any character and scrollable when long, with Copy for the whole value. */
export function HexBlock({ value, label }: Props) {
  return (
    <div className="flex items-start gap-1">
      <pre
        className="max-h-48 min-w-0 flex-1 overflow-auto whitespace-pre-wrap break-all rounded-md bg-sunken px-2 py-1.5 font-mono text-xs"
        tabIndex={0}
        aria-label={label}
      >
        {value}
      </pre>
      <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
    </div>
  )
}
