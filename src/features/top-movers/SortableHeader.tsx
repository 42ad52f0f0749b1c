import type { SortDirection } from './mover-sort'

interface Props {
  label: string
  /** shown instead of the label on narrow screens; the label stays the accessible name */
  shortLabel?: string
  /** the direction when this column is the sorted one */
  direction: SortDirection | null
  onSort: () => void
  align?: 'left' | 'right'
  /** e.g. a breakpoint that hides the column */
  className?: string
}

/** A column header that sorts on click; aria-sort tells assistive technology which column is sorted and how. */
export function SortableHeader({ label, shortLabel, direction, onSort, align = 'left', className = '' }: Props) {
  return (
    <th scope="col" aria-sort={direction ?? undefined} className={`px-2 py-2 font-medium ${align === 'right' ? 'text-right' : ''} ${className}`}>
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex items-center gap-1 whitespace-nowrap rounded uppercase tracking-wide hover:text-fg ${direction ? 'text-fg' : ''} ${align === 'right' ? 'flex-row-reverse' : ''}`}
      >
        {shortLabel ? (
          <>
            <span aria-hidden="true" className="sm:hidden">
              {shortLabel}
            </span>
            <span className="sr-only sm:not-sr-only">{label}</span>
          </>
        ) : (
          label
        )}
        <span aria-hidden="true" className={direction ? '' : 'opacity-40'}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
