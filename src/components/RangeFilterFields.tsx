import { useId } from 'react'
import { overriddenDateBounds, type RangeFilters, type RangeSearch } from '@/lib/range-filters'

export type RangeDraft = Record<'from_block' | 'to_block' | 'from_date' | 'to_date' | 'order' | 'limit', string>

export function rangeDraft(filters: RangeFilters): RangeDraft {
  return {
    from_block: filters.from_block ?? '',
    to_block: filters.to_block ?? '',
    from_date: filters.from_date ?? '',
    to_date: filters.to_date ?? '',
    order: filters.order ?? 'DESC',
    limit: filters.limit ? String(filters.limit) : '',
  }
}

/** The draft as URL search params: empty fields and the default order are left out. */
export function rangeSearch(draft: RangeDraft): RangeSearch {
  return {
    from_block: draft.from_block || undefined,
    to_block: draft.to_block || undefined,
    from_date: draft.from_date || undefined,
    to_date: draft.to_date || undefined,
    order: draft.order === 'ASC' ? 'ASC' : undefined,
    limit: draft.limit || undefined,
  }
}

export const filterInputClass = 'w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm'
export const filterLabelClass = 'mb-1 block text-xs text-muted'

interface FieldsProps {
  draft: RangeDraft
  onChange: (draft: RangeDraft) => void
}

/** Block and date bounds, order and page size: the inputs both transfer lists filter by. */
export function RangeFilterFields({ draft, onChange }: FieldsProps) {
  const id = useId()
  const field = (key: keyof RangeDraft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...draft, [key]: event.target.value }),
  })
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div>
        <label htmlFor={`${id}-from_block`} className={filterLabelClass}>
          From block
        </label>
        <input {...field('from_block')} inputMode="numeric" pattern="\d*" className={filterInputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to_block`} className={filterLabelClass}>
          To block
        </label>
        <input {...field('to_block')} inputMode="numeric" pattern="\d*" className={filterInputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-from_date`} className={filterLabelClass}>
          From date
        </label>
        <input {...field('from_date')} type="date" className={filterInputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to_date`} className={filterLabelClass}>
          To date
        </label>
        <input {...field('to_date')} type="date" className={filterInputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-order`} className={filterLabelClass}>
          Order
        </label>
        <select {...field('order')} className={filterInputClass}>
          <option value="DESC">Newest first</option>
          <option value="ASC">Oldest first</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-limit`} className={filterLabelClass}>
          Page size
        </label>
        <input {...field('limit')} inputMode="numeric" placeholder="API default" className={filterInputClass} />
      </div>
    </div>
  )
}

/** How the service combines block and date bounds, and which of the applied bounds it will ignore. */
export function RangeFilterNotes({ filters }: { filters: RangeFilters }) {
  const ignored = overriddenDateBounds(filters)
  return (
    <>
      <p className="mt-2 text-xs text-muted">A block bound wins over a date bound: when both are set, the service uses the block.</p>
      {ignored.length > 0 && (
        <p role="note" className="mt-1 text-xs font-medium text-warn">
          {ignored.join(' and ')} {ignored.length > 1 ? 'are' : 'is'} ignored because a block bound is set.
        </p>
      )}
    </>
  )
}
