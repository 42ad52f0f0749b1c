import { useState } from 'react'
import { rangeDraft, RangeFilterFields, RangeFilterNotes, rangeSearch, type RangeDraft } from '@/components/RangeFilterFields'
import type { RangeFilters, RangeSearch } from '@/lib/range-filters'

interface Props {
  filters: RangeFilters
  onApply: (search: RangeSearch) => void
}

/** Edits the range in a draft and writes it to the URL on Apply, so the URL is always the state to share. */
export function FilterForm({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(() => rangeDraft(filters))
  const apply = (next: RangeDraft) => onApply(rangeSearch(next))

  return (
    <form
      aria-label="Filter transfers"
      className="rounded-lg border border-line bg-raised p-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply(draft)
      }}
    >
      <RangeFilterFields draft={draft} onChange={setDraft} />
      <RangeFilterNotes filters={filters} />
      <div className="mt-3 flex gap-2">
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
          Apply filters
        </button>
        <button
          type="button"
          onClick={() => {
            const cleared = rangeDraft({})
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
