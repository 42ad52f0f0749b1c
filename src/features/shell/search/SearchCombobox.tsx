import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { isCancelledError, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { DEFAULT_CHAIN, findEvmChain, type EvmChain } from '@/chains'
import { parseSearchInput } from '@/lib/parse-search-input'
import type { SearchInput } from '@/lib/search-input'
import { addressKindQuery } from './address-kind'
import { searchView, type SearchOption } from './search-options'
import { SearchPopup } from './SearchPopup'
import { SearchField } from './SearchField'
import type { SearchDraft } from './search-draft'
import { transactionSearchQuery, useTransactionSearch } from './use-transaction-search'

interface Props {
  /** the header's chain slug */
  chain: string
  inputRef: RefObject<HTMLInputElement | null>
  /** what the reader typed into the field before this code arrived, up to the moment it replaces that field */
  draft: RefObject<SearchDraft>
}

/** The address the box classifies, on the chain a link named or the header's. */
function addressToClassify(input: SearchInput, header: EvmChain): { chain: EvmChain; address: string } | null {
  if (input.kind !== 'address' || input.collection) return null
  const chain = input.chain ?? header
  return chain.general ? { chain, address: input.address } : null
}

/** The header's search: what was typed, the views it can open, and the lookups that tell which fits. */
export function SearchCombobox({ chain: slug, inputRef, draft }: Props) {
  const header = findEvmChain(slug) ?? findEvmChain(slug, 'collection') ?? DEFAULT_CHAIN
  // Read as this replaces the plain field, in the same task as the last keystroke it took.
  const [value, setValue] = useState(() => draft.current.value)
  const [open, setOpen] = useState(() => draft.current.focused)
  const [active, setActive] = useState(-1)
  const [submittedHash, setSubmittedHash] = useState<string | null>(null)
  const latestValue = useRef(value)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const ids = { listbox: useId(), hint: useId() }
  // In the commit that swaps the fields, so no keystroke falls between them.
  useLayoutEffect(() => {
    if (draft.current.focused) inputRef.current?.focus()
  }, [draft, inputRef])

  const input = useMemo(() => parseSearchInput(value), [value])
  const hash = input.kind === 'transaction' && input.chain === null ? input.hash : null
  const transaction = useTransactionSearch(hash !== null && hash === submittedHash ? hash : null, header)
  const classify = addressToClassify(input, header)
  const addressKind = useQuery({ ...addressKindQuery(queryClient, classify?.chain ?? header, classify?.address ?? ''), enabled: classify !== null })
  const shown = searchView(input, {
    header,
    transaction: {
      submitted: hash !== null && hash === submittedHash,
      outcome: transaction.query.data,
      progress: transaction.progress,
      error: transaction.query.error && !isCancelledError(transaction.query.error) ? transaction.query.error.message : null,
    },
    address: { kind: addressKind.data, pending: classify !== null && addressKind.isPending },
  })

  const stillShowing = (typed: string) => latestValue.current === typed

  const change = (next: string) => {
    if (hash !== null && parseSearchInput(next).kind !== 'transaction')
      void queryClient.cancelQueries({ queryKey: transactionSearchQuery(queryClient, hash, header).queryKey })
    latestValue.current = next
    setValue(next)
    setActive(-1)
    setOpen(true)
  }

  const open_ = (option: SearchOption) => {
    if (option.action.type !== 'open') return
    change('')
    setOpen(false)
    // The reader goes on to the page: `/` brings them back, rather than keys meant for the page landing here.
    inputRef.current?.blur()
    void navigate(option.action.link)
  }

  /** Looks on every chain; one answer opens the transaction, several or none are listed. */
  const findTransaction = async (wanted: string) => {
    const typed = value
    setSubmittedHash(wanted)
    try {
      const outcome = await queryClient.fetchQuery(transactionSearchQuery(queryClient, wanted, header, (progress) => transaction.report(wanted, progress)))
      const [only] = outcome.found
      if (outcome.found.length === 1 && only && stillShowing(typed))
        open_({ key: 'found', label: '', detail: '', action: { type: 'open', link: { to: '/$chain/tx/$hash', params: { chain: only.slug, hash: wanted } } } })
    } catch (error) {
      if (!isCancelledError(error)) throw error
    }
  }

  /** Enter on an address waits for what it is, then opens the view that fits. */
  const openBestView = async () => {
    if (!classify) return
    const typed = value
    const kind = await queryClient.fetchQuery(addressKindQuery(queryClient, classify.chain, classify.address))
    const best = searchView(input, {
      header,
      transaction: { submitted: false, outcome: undefined, progress: null, error: null },
      address: { kind, pending: false },
    }).options[0]
    if (best && stillShowing(typed)) open_(best)
  }

  const choose = (option: SearchOption | undefined) => {
    if (!option) return
    if (option.action.type === 'open') open_(option)
    else if (hash !== null) {
      if (option.action.type === 'ask-failed-again')
        void queryClient.invalidateQueries({ queryKey: transactionSearchQuery(queryClient, hash, header).queryKey, refetchType: 'none' })
      void findTransaction(hash)
    }
  }

  const enter = () => {
    setOpen(true)
    const picked = shown.options[active]
    if (picked) return choose(picked)
    if (shown.busy && classify) return void openBestView()
    if (!shown.busy) choose(shown.options[0])
  }

  // Enter pressed before this code arrived is pressed now, on what was typed.
  const enterPressedEarly = useRef(draft.current.entered)
  useEffect(() => {
    if (!enterPressedEarly.current) return
    enterPressedEarly.current = false
    enter()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        setOpen(true)
        if (count === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count))
        return
      }
      case 'Enter':
        event.preventDefault()
        return enter()
      case 'Escape':
        if (hash !== null && shown.busy) {
          setSubmittedHash(null)
          void queryClient.cancelQueries({ queryKey: transactionSearchQuery(queryClient, hash, header).queryKey })
        }
        if (open && value !== '') {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (value !== '') {
          event.preventDefault()
          change('')
          setOpen(false)
        }
        return
    }
  }

  const expanded = open && input.kind !== 'empty'
  const activeOption = expanded ? shown.options[active] : undefined
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        ref={inputRef}
        aria-expanded={expanded}
        aria-controls={expanded ? ids.listbox : undefined}
        aria-activedescendant={activeOption ? `${ids.listbox}-${activeOption.key}` : undefined}
        aria-describedby={ids.hint}
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <p id={ids.hint} className="sr-only" aria-live="polite">
        {shown.announcement}
      </p>
      {expanded && <SearchPopup view={shown} listboxId={ids.listbox} active={active} onChoose={choose} onHover={setActive} />}
    </form>
  )
}
