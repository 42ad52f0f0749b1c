import { useId } from 'react'
import { chainLabel, chainsFor, retiredOn, type ChainSet } from '@/chains'

interface Props {
  value: string
  set: ChainSet
  onChange: (slug: string) => void
}

export function ChainPicker({ value, set, onChange }: Props) {
  const id = useId()
  const chains = chainsFor(set)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Chain
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-64 rounded-md border border-line bg-raised px-2 py-1.5 text-sm"
      >
        <optgroup label="Mainnets">
          {chains
            .filter((chain) => !chain.testnet)
            .map((chain) => (
              <option key={chain.slug} value={chain.slug} disabled={retiredOn(chain, set) !== undefined}>
                {chainLabel(chain, set)}
              </option>
            ))}
        </optgroup>
        <optgroup label="Testnets">
          {chains
            .filter((chain) => chain.testnet)
            .map((chain) => (
              <option key={chain.slug} value={chain.slug} disabled={retiredOn(chain, set) !== undefined}>
                {chainLabel(chain, set)}
              </option>
            ))}
        </optgroup>
      </select>
    </div>
  )
}
