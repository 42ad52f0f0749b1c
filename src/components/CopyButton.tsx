import { useState } from 'react'

interface Props {
  value: string
  /** what is copied, for screen readers: "Copy address" */
  label: string
}

export function CopyButton({ value, label }: Props) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    } catch {
      setCopied(false)
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      title={copied ? 'Copied' : label}
      data-copy={value}
      className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-muted hover:bg-sunken hover:text-fg"
    >
      <span aria-hidden="true" className={`${copied ? 'icon-check' : 'icon-copy'} h-3.5 w-3.5`} />
    </button>
  )
}
