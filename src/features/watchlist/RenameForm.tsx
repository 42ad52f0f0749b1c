import { useId, useState } from 'react'
import { LABEL_MAX_LENGTH } from '@/lib/watchlist/watchlist-schema'

interface Props {
  label: string
  onSave: (label: string) => boolean
  onClose: () => void
}

const BUTTON = 'rounded-md border border-line bg-raised px-2.5 py-1 text-sm hover:bg-sunken'

export function RenameForm({ label, onSave, onClose }: Props) {
  const id = useId()
  const [value, setValue] = useState(label)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form
      className="mt-2 flex min-w-0 flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (onSave(value)) onClose()
        else setProblem('A label needs at least one letter or digit.')
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <label htmlFor={id} className="sr-only">
        New label
      </label>
      <input
        id={id}
        value={value}
        maxLength={LABEL_MAX_LENGTH}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="min-w-0 flex-1 rounded-md border border-line bg-raised px-2 py-1 text-sm"
      />
      <button type="submit" className={BUTTON}>
        Save
      </button>
      <button type="button" onClick={onClose} className={BUTTON}>
        Cancel
      </button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      )}
    </form>
  )
}
