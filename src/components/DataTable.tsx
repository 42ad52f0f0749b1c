import type { Column } from './InfiniteTable'
import { TableHead } from './TableHead'

interface Props<T> {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string
}

/** A short table, every row on the page at once, drawn from the same column definitions as InfiniteTable. */
export function DataTable<T>({ caption, columns, rows, rowKey }: Props<T>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-t border-line">
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
