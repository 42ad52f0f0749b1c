import type { ReactNode } from 'react'

interface Props {
  rows: number
  /** one row's grey bars, laid out as the real row's cells */
  children: ReactNode
  /** set when this box alone stands for the loading content */
  label?: string
  gap?: string
}

/** A table's rows as grey bars in the table's frame, so the page does not jump when data arrives. */
export function SkeletonRows({ rows, children, label, gap = 'gap-6' }: Props) {
  return (
    <div role={label ? 'status' : undefined} aria-label={label} className="overflow-hidden rounded-lg border border-line bg-raised">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`flex items-center ${gap} border-t border-line px-3 py-3 first:border-t-0`}>
          {children}
        </div>
      ))}
    </div>
  )
}
