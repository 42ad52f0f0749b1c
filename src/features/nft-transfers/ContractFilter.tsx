import { useId, useState } from 'react'
import { filterInputClass, filterLabelClass } from '@/components/RangeFilterFields'
import { shortenHex } from '@/lib/format'
import { evmAddressProblem } from '@/lib/values/evm-address-checksum'

interface Props {
  contracts: string[]
  onChange: (contracts: string[]) => void
  /** text typed but not added yet, so Apply can add it too */
  pending: string
  onPendingChange: (text: string) => void
  problem: string | null
  onProblem: (problem: string | null) => void
}

/** Adds contracts to the filter one at a time and lists them with a remove button each. */
export function ContractFilter({ contracts, onChange, pending, onPendingChange, problem, onProblem }: Props) {
  const id = useId()
  const [announcement, setAnnouncement] = useState('')
  const add = () => {
    const address = pending.trim()
    if (!address) return
    const invalid = evmAddressProblem(address, 'contract address')
    if (invalid) return onProblem(invalid)
    if (!contracts.some((contract) => contract.toLowerCase() === address.toLowerCase())) onChange([...contracts, address])
    onPendingChange('')
    onProblem(null)
    setAnnouncement(`Added ${address}`)
  }
  const remove = (address: string) => {
    onChange(contracts.filter((contract) => contract !== address))
    setAnnouncement(`Removed ${address}`)
  }

  return (
    <div>
      <label htmlFor={`${id}-contract`} className={filterLabelClass}>
        Contract address
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-contract`}
          value={pending}
          onChange={(event) => onPendingChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${filterInputClass} font-mono`}
        />
        <button type="button" onClick={add} className="shrink-0 rounded-md border border-line px-3 py-1.5 text-sm hover:bg-sunken">
          Add contract
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="untrusted mt-1 text-xs font-medium text-danger">
          {problem}
        </p>
      )}
      {contracts.length > 0 && (
        <ul aria-label="Contracts in the filter" className="mt-2 flex flex-wrap gap-2">
          {contracts.map((contract) => (
            <li key={contract} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 pl-2.5 pr-1 text-xs">
              <span className="font-mono" title={contract}>
                {shortenHex(contract, 8, 6)}
              </span>
              <button
                type="button"
                onClick={() => remove(contract)}
                aria-label={`Remove contract ${contract}`}
                className="inline-flex h-5 w-5 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-fg"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  )
}
