import { Fragment, type ReactNode } from 'react'

/** One column of a table as its skeleton draws it: the grey bars that stand in for the column's cell. */
export interface SkeletonCell {
  key: string
  /** null for a column whose cell is usually empty */
  skeleton: ReactNode
}

interface Props {
  rows: number
  /** the table's own column definitions, so the bars cannot fall out of step with the columns */
  columns: readonly SkeletonCell[]
  /** set when this box alone stands for the loading content */
  label?: string
  gap?: string
}

/** A table's rows as grey bars in the table's frame, so the page does not jump when data arrives. */
export function SkeletonRows({ rows, columns, label, gap = 'gap-6' }: Props) {
  return (
    <div role={label ? 'status' : undefined} aria-label={label} className="overflow-hidden rounded-lg border border-line bg-raised">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`flex items-center ${gap} border-t border-line px-3 py-3 first:border-t-0`}>
          {columns.map((column) => (
            <Fragment key={column.key}>{column.skeleton}</Fragment>
          ))}
        </div>
      ))}
    </div>
  )
}
