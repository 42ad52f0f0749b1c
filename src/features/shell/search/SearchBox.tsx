import { useEffect, useRef, useState } from 'react'
import { SearchField } from './SearchField'
import type { SearchDraft } from './search-draft'
import { useSlashFocus } from './use-slash-focus'

type SearchCombobox = typeof import('./SearchCombobox').SearchCombobox

let loaded: SearchCombobox | null = null
let loading: Promise<SearchCombobox> | null = null

/**
 * The search's parsing, lookups and API clients are not in the app's first script: they load as soon as the reader
 * reaches for the field (a pointer over it, focus, `/`), so a visit that never searches never downloads them. What is
 * typed or entered before they arrive is kept (`SearchDraft`). Code that could not be fetched (offline) is asked for
 * again the next time.
 */
function loadSearchCombobox(): Promise<SearchCombobox> {
  loading ??= import('./SearchCombobox').then(
    (module) => (loaded = module.SearchCombobox),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

interface Props {
  /** the header's chain slug */
  chain: string
}

export function SearchBox({ chain }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const draft = useRef<SearchDraft>({ value: '', focused: false, entered: false })
  const [Combobox, setCombobox] = useState<SearchCombobox | null>(() => loaded)
  useSlashFocus(inputRef)
  // The combobox's code can arrive after the box is gone (a page left, a test torn down): nothing to update then.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const load = () =>
    void loadSearchCombobox().then(
      (component) => {
        if (!mounted.current) return
        draft.current.focused = inputRef.current !== null && document.activeElement === inputRef.current
        setCombobox(() => component)
      },
      // The plain field stays; focusing it again asks again.
      () => undefined,
    )

  if (Combobox) return <Combobox chain={chain} inputRef={inputRef} draft={draft} />
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        ref={inputRef}
        onChange={(event) => {
          draft.current.value = event.target.value
          draft.current.entered = false
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') draft.current.entered = true
        }}
        onFocus={load}
        onPointerEnter={load}
      />
    </form>
  )
}
