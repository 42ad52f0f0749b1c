import { memo, useEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { ErrorPanel } from './ErrorPanel'
import { layoutQuietWindowOptions } from './layout-quiet-window'
import { groupDigits } from '@/lib/format'
import { useDocumentTop } from '@/lib/use-document-top'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** what the table's skeleton draws for this column while the first page loads (see SkeletonRows) */
  skeleton: ReactNode
  className?: string
}

export interface PagingState {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown
}

interface Props<T> {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string
  paging: PagingState
  /** plural noun for the end-of-list line, e.g. "transfers" */
  noun: string
  /** a typical row's height in px: rows that match it cost the virtualizer no re-layout of the list */
  estimateRowHeight?: number
}

const PREFETCH_DISTANCE = 10

/**
 * A semantic table that renders only the rows near the viewport (spacer rows keep the scroll height),
 * loads the next cursor page as the reader nears the end, and says when the list is complete.
 */
export function InfiniteTable<T>({ caption, columns, rows, rowKey, paging, noun, estimateRowHeight = 41 }: Props<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const documentTop = useDocumentTop(bodyRef)
  const scrollMargin = documentTop ?? 0
  const [quietWindow] = useState(layoutQuietWindowOptions)

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateRowHeight,
    overscan: 8,
    scrollMargin,
    ...quietWindow,
    // Sizes come from the ResizeObserver, which reports after layout: reading a row's height as it mounts would
    // force a layout in the middle of React's commit, once more for every row. Until its report arrives a row
    // keeps the size it had (or the estimate). Whole pixels, so a subpixel line height is no change.
    measureElement: (element, entry, instance) => {
      const reported = entry?.borderBoxSize?.[0]?.blockSize
      if (reported) return Math.round(reported)
      return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? estimateRowHeight
    },
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging

  // The paging state may lag the query by a render (useDeferredInfiniteQuery), so a page already on its way is
  // joined, never cancelled and asked for again. Until the table's place on the page is known, the rows in view are
  // a guess that would ask for pages the reader cannot see.
  const placed = documentTop !== null
  useEffect(() => {
    if (placed && hasNextPage && !isFetchingNextPage && !isFetchNextPageError && lastIndex >= rows.length - PREFETCH_DISTANCE)
      void fetchNextPage({ cancelRefetch: false })
  }, [placed, hasNextPage, isFetchingNextPage, isFetchNextPageError, lastIndex, rows.length, fetchNextPage])

  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) - scrollMargin : 0
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - ((items.at(-1)?.end ?? 0) - scrollMargin) : 0

  return (
    <div>
      <div className="relative overflow-x-auto rounded-lg border border-line bg-raised">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sunken text-left text-xs uppercase tracking-wide text-muted">
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`px-3 py-2 font-medium ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {paddingTop > 0 && (
              <tr aria-hidden="true" style={{ height: paddingTop }}>
                <td colSpan={columns.length} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index] as T
              return <TableRow key={rowKey(row, item.index)} row={row} index={item.index} columns={columns} measure={virtualizer.measureElement} />
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden="true" style={{ height: paddingBottom }}>
                <td colSpan={columns.length} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ListEnd paging={paging} count={rows.length} noun={noun} />
    </div>
  )
}

interface TableRowProps<T> {
  row: T
  index: number
  columns: Column<T>[]
  measure: (element: HTMLTableRowElement | null) => void
}

/**
 * Rows re-render only when their data or columns change, not on every scroll step. Each cell's line is as tall as
 * its tallest child (top-aligned): a logo first in an address would otherwise set the line's baseline at its foot
 * and make its row a few pixels taller than the rest, and the list would re-measure every such row as it mounts.
 */
const TableRow = memo(function TableRow<T>({ row, index, columns, measure }: TableRowProps<T>) {
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2} className="hover:bg-sunken/60">
      {columns.map((column) => (
        <td key={column.key} className={`border-t border-line px-3 py-2 align-middle *:align-top ${column.className ?? ''}`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: TableRowProps<T>) => ReactNode

function ListEnd({ paging, count, noun }: { paging: PagingState; count: number; noun: string }) {
  if (paging.isFetchNextPageError) {
    return (
      <div className="mt-3">
        <ErrorPanel error={paging.error} subject={`more ${noun}`} onRetry={() => void paging.fetchNextPage()} />
      </div>
    )
  }
  return (
    <div className="mt-3 flex items-center justify-center gap-3 text-sm text-muted" aria-live="polite">
      {paging.isFetchingNextPage ? (
        <span role="status">Loading more {noun}…</span>
      ) : paging.hasNextPage ? (
        <button
          type="button"
          onClick={() => void paging.fetchNextPage({ cancelRefetch: false })}
          className="rounded-md border border-line bg-raised px-3 py-1.5 text-fg hover:bg-sunken"
        >
          Load more
        </button>
      ) : (
        <span>
          End of list · {groupDigits(String(count))} {noun}
        </span>
      )}
    </div>
  )
}
