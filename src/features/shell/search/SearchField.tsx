import { useId, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type' | 'role' | 'className'>

/** The search's text field and its label, the same before and after the search's code has arrived. */
export function SearchField(props: Props) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search by address, transaction hash, NFT, Solana token or explorer link
      </label>
      <input
        aria-expanded={false}
        aria-autocomplete="list"
        aria-keyshortcuts="/"
        placeholder="Address, tx hash, NFT or explorer link  ( / )"
        autoComplete="off"
        spellCheck={false}
        {...props}
        id={id}
        type="text"
        role="combobox"
        className="w-full rounded-md border border-line bg-raised px-3 py-1.5 font-mono text-sm placeholder:font-sans placeholder:text-muted"
      />
    </>
  )
}
