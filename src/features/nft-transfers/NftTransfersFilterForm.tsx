import { useId, useState } from 'react'
import type { NftTransfersFilters, TokenIdFormat } from '@/api/nft-transfers'
import { filterInputClass, filterLabelClass, rangeDraft, RangeFilterFields, RangeFilterNotes, rangeSearch } from '@/components/RangeFilterFields'
import { ContractFilter } from './ContractFilter'
import type { NftTransfersSearch } from '@/deep-links/nft-transfers-search'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'

interface Props {
  filters: NftTransfersFilters
  onApply: (search: NftTransfersSearch) => void
}

/** Edits contracts, token id format and range in a draft and writes them to the URL on Apply. */
export function NftTransfersFilterForm({ filters, onApply }: Props) {
  const id = useId()
  const [range, setRange] = useState(() => rangeDraft(filters))
  const [contracts, setContracts] = useState(() => filters.contract_addresses ?? [])
  const [format, setFormat] = useState<TokenIdFormat>(filters.format ?? 'decimal')
  const [pending, setPending] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const apply = () => {
    const typed = pending.trim()
    if (typed && evmAddressProblem(typed, 'contract address')) return setProblem(evmAddressProblem(typed, 'contract address'))
    const withTyped = typed && !contracts.some((contract) => contract.toLowerCase() === typed.toLowerCase()) ? [...contracts, typed] : contracts
    onApply({
      ...rangeSearch(range),
      contract_addresses: withTyped.length > 0 ? withTyped : undefined,
      format: format === 'hex' ? 'hex' : undefined,
    })
  }
  const clear = () => {
    setRange(rangeDraft({}))
    setContracts([])
    setFormat('decimal')
    setPending('')
    setProblem(null)
    onApply({})
  }

  return (
    <form
      aria-label="Filter NFT transfers"
      className="space-y-3 rounded-lg border border-line bg-raised p-3"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <ContractFilter contracts={contracts} onChange={setContracts} pending={pending} onPendingChange={setPending} problem={problem} onProblem={setProblem} />
        <div>
          <label htmlFor={`${id}-format`} className={filterLabelClass}>
            Token id format
          </label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(event) => setFormat(event.target.value === 'hex' ? 'hex' : 'decimal')}
            className={filterInputClass}
          >
            <option value="decimal">Decimal</option>
            <option value="hex">Hex (0x…)</option>
          </select>
        </div>
      </div>
      <div>
        <RangeFilterFields draft={range} onChange={setRange} />
        <RangeFilterNotes filters={filters} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
          Apply filters
        </button>
        <button type="button" onClick={clear} className="rounded-md border border-line px-3 py-1.5 text-sm">
          Clear
        </button>
      </div>
    </form>
  )
}
