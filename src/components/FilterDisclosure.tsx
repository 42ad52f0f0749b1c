import { useId, useState, type ReactNode } from 'react'

interface Props {
  /** how many filters the URL applies; the panel starts open when there is any */
  applied: number
  children: ReactNode
}

/**
 * A list's filters behind one button: a plain link opens on the rows, not on a form that fills a phone's first
 * screen, and a filtered link opens with its filters shown.
 */
export function FilterDisclosure({ applied, children }: Props) {
  const [open, setOpen] = useState(applied > 0)
  const panelId = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-md border border-line bg-raised px-3 py-1.5 text-sm hover:bg-sunken"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        Filters
        {applied > 0 && <span className="rounded-full bg-accent px-2 text-xs font-medium text-accent-fg">{applied} applied</span>}
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {open && children}
      </div>
    </div>
  )
}
