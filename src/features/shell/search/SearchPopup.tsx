import type { SearchOption, SearchView } from './search-options'

interface Props {
  view: SearchView
  listboxId: string
  active: number
  onChoose: (option: SearchOption) => void
  onHover: (index: number) => void
}

/** The search box's drop-down: a line of progress or the reason nothing fits, then the options. */
export function SearchPopup({ view, listboxId, active, onChoose, onHover }: Props) {
  return (
    // Pressing inside keeps the focus in the search field, so choosing with the mouse does not close the list first.
    <div
      className="absolute left-0 right-0 top-full z-20 mt-1 rounded-md border border-line bg-raised p-1 text-sm shadow-lg"
      onMouseDown={(event) => event.preventDefault()}
    >
      {view.problem !== null && (
        <p className="px-2 py-1.5 text-warn" data-testid="search-problem">
          {view.problem}
        </p>
      )}
      {view.problem === null && view.status !== '' && (
        <p className="px-2 py-1.5 text-muted" data-testid="search-status">
          {view.status}
        </p>
      )}
      {view.hosts.length > 0 && (
        <details className="px-2 py-1.5">
          <summary className="cursor-pointer text-accent">Hosts Chainview understands ({view.hosts.length})</summary>
          <p className="mt-1 break-words font-mono text-xs text-muted">{view.hosts.join(', ')}</p>
        </details>
      )}
      <ul id={listboxId} role="listbox" aria-label="Views for this search" className={view.options.length === 0 ? 'hidden' : undefined}>
        {view.options.map((option, index) => (
          <li
            key={option.key}
            id={`${listboxId}-${option.key}`}
            role="option"
            aria-selected={index === active}
            onClick={() => onChoose(option)}
            onMouseEnter={() => onHover(index)}
            className={`flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-1.5 ${index === active ? 'bg-sunken' : ''}`}
          >
            <span className="break-all">{option.label}</span> {option.detail !== '' && <span className="text-xs text-muted">{option.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}
