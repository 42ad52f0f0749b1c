import type { ReactNode } from 'react'

interface Props {
  label: string
  children: ReactNode
}

/** One label/value pair of a detail list; stacks on narrow screens. */
export function DetailRow({ label, children }: Props) {
  return (
    <div className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}
