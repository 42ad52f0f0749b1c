import { FilterDisclosure } from '@/components/FilterDisclosure'
import { OnDemand } from '@/components/OnDemand'
import { appliedRangeFilters, type RangeFilters, type RangeSearch } from '@/lib/range-filters'

interface Props {
  filters: RangeFilters
  onApply: (search: RangeSearch) => void
}

const loadForm = () => import('./FilterForm').then((module) => module.FilterForm)

/** The Filters button; the form's code loads when the reader opens it (or a filtered link opens with it shown). */
export function FilterBar({ filters, onApply }: Props) {
  return (
    <FilterDisclosure applied={appliedRangeFilters(filters)}>
      <OnDemand load={loadForm} what="the filters">
        {(FilterForm) => <FilterForm filters={filters} onApply={onApply} />}
      </OnDemand>
    </FilterDisclosure>
  )
}
