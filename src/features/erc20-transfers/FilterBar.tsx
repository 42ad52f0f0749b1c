import { useId, useState } from 'react'
import { overriddenDateBounds, type RangeFilters, type RangeSearch } from '../../lib/range-filters'

interface Props {
  filters: RangeFilters
  onApply: (search: RangeSearch) => void
}

type Draft = Record<'from_block' | 'to_block' | 'from_date' | 'to_date' | 'order' | 'limit', string>

function toDraft(filters: RangeFilters): Draft {
  return {
    from_block: filters.from_block ?? '',
    to_block: filters.to_block ?? '',
    from_date: filters.from_date ?? '',
    to_date: filters.to_date ?? '',
    order: filters.order ?? 'DESC',
    limit: filters.limit ? String(filters.limit) : '',
  }
}

/** Edits the range in a draft and writes it to the URL on Apply, so the URL is always the state to share. */
export function FilterBar({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(() => toDraft(filters))
  const id = useId()
  const field = (key: keyof Draft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [key]: event.target.value }),
  })
  const apply = (next: Draft) =>
    onApply({
      from_block: next.from_block || undefined,
      to_block: next.to_block || undefined,
      from_date: next.from_date || undefined,
      to_date: next.to_date || undefined,
      order: next.order === 'ASC' ? 'ASC' : undefined,
      limit: next.limit || undefined,
    })
  const ignored = overriddenDateBounds(filters)
  const inputClass = 'w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm'

  return (
    <form
      aria-label="Filter transfers"
      className="rounded-lg border border-line bg-raised p-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div>
          <label htmlFor={`${id}-from_block`} className="mb-1 block text-xs text-muted">From block</label>
          <input {...field('from_block')} inputMode="numeric" pattern="\d*" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-to_block`} className="mb-1 block text-xs text-muted">To block</label>
          <input {...field('to_block')} inputMode="numeric" pattern="\d*" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-from_date`} className="mb-1 block text-xs text-muted">From date</label>
          <input {...field('from_date')} type="date" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-to_date`} className="mb-1 block text-xs text-muted">To date</label>
          <input {...field('to_date')} type="date" className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-order`} className="mb-1 block text-xs text-muted">Order</label>
          <select {...field('order')} className={inputClass}>
            <option value="DESC">Newest first</option>
            <option value="ASC">Oldest first</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-limit`} className="mb-1 block text-xs text-muted">Page size</label>
          <input {...field('limit')} inputMode="numeric" placeholder="API default" className={inputClass} />
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">A block bound wins over a date bound: when both are set, the service uses the block.</p>
      {ignored.length > 0 && (
        <p role="note" className="mt-1 text-xs font-medium text-warn">
          {ignored.join(' and ')} {ignored.length > 1 ? 'are' : 'is'} ignored because a block bound is set.
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
          Apply filters
        </button>
        <button
          type="button"
          onClick={() => {
            const cleared = toDraft({})
            setDraft(cleared)
            apply(cleared)
          }}
          className="rounded-md border border-line px-3 py-1.5 text-sm"
        >
          Clear
        </button>
      </div>
    </form>
  )
}
