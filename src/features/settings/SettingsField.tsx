import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  hint?: ReactNode
  problem?: string
  /** a control beside the input, e.g. a show/hide toggle */
  addon?: ReactNode
}

export const settingsInputClass = 'w-full min-w-0 rounded-md border border-line bg-surface px-2 py-1.5 font-mono text-sm placeholder:text-muted'

export function SettingsField({ label, hint, problem, addon, ...input }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const problemId = `${id}-problem`
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} className={settingsInputClass} {...input} />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemId} className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
