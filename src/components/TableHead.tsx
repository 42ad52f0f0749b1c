import type { Column } from './InfiniteTable'

interface Props<T> {
  columns: Column<T>[]
  /** the header row's aria-rowindex, for a table that declares aria-rowcount */
  rowIndex?: number
}

/** A table's header row, one cell per column. */
export function TableHead<T>({ columns, rowIndex }: Props<T>) {
  return (
    <thead className="bg-sunken text-left text-xs uppercase tracking-wide text-muted">
      <tr aria-rowindex={rowIndex}>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={`px-3 py-2 font-medium ${column.className ?? ''}`}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  )
}
