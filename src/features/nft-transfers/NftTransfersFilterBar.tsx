import type { NftTransfersFilters } from '@/api/nft-transfers'
import { FilterDisclosure } from '@/components/FilterDisclosure'
import { OnDemand } from '@/components/OnDemand'
import type { NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { appliedRangeFilters } from '@/lib/range-filters'

interface Props {
  filters: NftTransfersFilters
  onApply: (search: NftTransfersSearch) => void
}

const loadForm = () => import('./NftTransfersFilterForm').then((module) => module.NftTransfersFilterForm)

/** The Filters button; the form's code loads when the reader opens it (or a filtered link opens with it shown). */
export function NftTransfersFilterBar({ filters, onApply }: Props) {
  const applied = appliedRangeFilters(filters) + (filters.contract_addresses?.length ? 1 : 0) + (filters.format === 'hex' ? 1 : 0)
  return (
    <FilterDisclosure applied={applied}>
      <OnDemand load={loadForm} what="the filters">
        {(NftTransfersFilterForm) => <NftTransfersFilterForm filters={filters} onApply={onApply} />}
      </OnDemand>
    </FilterDisclosure>
  )
}
