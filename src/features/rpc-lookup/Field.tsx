import type { ReactNode } from 'react'

interface Props {
  id: string
  label: string
  /** the problem with the value, shown under the control once the form was submitted */
  error: string | null
  hint?: string
  children: (describedBy: string | undefined) => ReactNode
}

/** A labelled form control with its hint and its error, both read out with it. */
export function Field({ id, label, error, hint, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="untrusted mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
