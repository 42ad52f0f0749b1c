import { useId, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { classifyQuery } from '../../lib/classify-query'
import { searchTargets, type SearchTarget } from './search-targets'

interface Props {
  chain: string
}

export function SearchBox({ chain }: Props) {
  const [value, setValue] = useState('')
  const navigate = useNavigate()
  const inputId = useId()
  const hintId = useId()
  const query = value.trim()
  const kind = classifyQuery(query)
  const targets = searchTargets(kind, query, chain)

  const go = (target: SearchTarget | undefined) => {
    if (!target) return
    setValue('')
    void navigate(target.link)
  }

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault()
        go(targets[0])
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search by address, transaction hash or Solana token
      </label>
      <input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Address, tx hash or Solana token"
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-md border border-line bg-raised px-3 py-1.5 font-mono text-sm placeholder:font-sans placeholder:text-muted"
      />
      <p id={hintId} className="sr-only" aria-live="polite">
        {query === '' ? '' : targets.length === 0 ? 'Not an address, transaction hash or Solana address' : `${targets.length} views fit`}
      </p>
      {query !== '' && (
        <div className="absolute left-0 right-0 top-full z-20 mt-1 rounded-md border border-line bg-raised p-1 text-sm shadow-lg">
          {targets.length === 0 ? (
            <p className="px-2 py-1.5 text-muted">Paste an EVM address, a transaction hash or a Solana address.</p>
          ) : (
            <ul aria-label="Views for this search">
              {targets.map((target) => (
                <li key={target.label}>
                  <Link {...target.link} onClick={() => setValue('')} className="block rounded px-2 py-1.5 hover:bg-sunken focus:bg-sunken">
                    {target.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  )
}
