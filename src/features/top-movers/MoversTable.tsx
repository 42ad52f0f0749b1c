import { useId, useMemo, useState, type ReactNode } from 'react'
import type { BoardSource } from '@/api/market-board'
import { Skeleton } from '@/components/Skeleton'
import type { TrendWindow } from '@/lib/trend-window'
import { rankChangeOf, type RankChange } from '@/lib/rank-changes'
import type { RankedMover } from './board'
import { DEFAULT_MOVER_SORT, nextSort, sortMovers, type MoverSortKey } from './mover-sort'
import { MoverRow, NARROW_HIDDEN, WIDE_ONLY } from './MoverRow'
import { SortableHeader } from './SortableHeader'

interface Props {
  title: 'Gainers' | 'Losers'
  /** what the list holds, for the table's caption */
  description: string
  rows: RankedMover[]
  changes: ReadonlyMap<string, RankChange>
  source: BoardSource
  window: TrendWindow
}

interface MoverColumn {
  key: MoverSortKey
  label: string
  short?: string
  align: 'left' | 'right'
  /** what BoardSkeleton draws for this column while the board loads */
  skeleton: ReactNode
  className?: string
}

/** The columns of a list: the change over the board's window first, then the price, the 7-day change (movers) or the volume (trending), and the market cap. */
export function moverColumns(source: BoardSource, window: TrendWindow): readonly MoverColumn[] {
  return [
    { key: 'rank', label: 'Rank', short: '#', align: 'left', skeleton: <Skeleton className="h-4 w-6" /> },
    {
      key: 'token',
      label: 'Token',
      align: 'left',
      skeleton: (
        <span className="flex items-center gap-4">
          <Skeleton className="h-6 w-6 rounded-full" />
          <Skeleton className="h-4 w-28" />
        </span>
      ),
    },
    { key: 'change', label: window, align: 'right', skeleton: <Skeleton className="h-4 w-12" /> },
    { key: 'price', label: 'Price', align: 'right', skeleton: <Skeleton className="ml-auto h-4 w-16" /> },
    source === 'movers'
      ? { key: 'second', label: '7d', align: 'right', skeleton: <Skeleton className="h-4 w-12 max-sm:hidden" />, className: NARROW_HIDDEN }
      : { key: 'second', label: `Volume ${window}`, align: 'right', skeleton: <Skeleton className="h-4 w-12" />, className: WIDE_ONLY },
    { key: 'marketCap', label: 'Market cap', align: 'right', skeleton: <Skeleton className="h-4 w-14 max-sm:hidden" />, className: NARROW_HIDDEN },
  ]
}

export function MoversTable({ title, description, rows, changes, source, window }: Props) {
  const [sort, setSort] = useState(DEFAULT_MOVER_SORT)
  const headingId = useId()
  const sorted = useMemo(() => sortMovers(rows, sort), [rows, sort])
  const columns = moverColumns(source, window)
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-raised p-6 text-center text-muted">No {title.toLowerCase()} on this board.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-raised">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              {title}: {description}
            </caption>
            <thead className="bg-sunken text-left text-xs text-muted">
              <tr>
                {columns.map((column) => (
                  <SortableHeader
                    key={column.key}
                    label={column.label}
                    shortLabel={column.short}
                    align={column.align}
                    className={column.className}
                    direction={sort.key === column.key ? sort.direction : null}
                    onSort={() => setSort(nextSort(sort, column.key))}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <MoverRow key={row.key} row={row} change={rankChangeOf(changes, row.key)} second={source === 'movers' ? 'percent' : 'usd'} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
