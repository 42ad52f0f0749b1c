import { Field } from './Field'

export interface EndpointDraft {
  use: 'provider' | 'custom'
  customUrl: string
}

interface Props {
  id: string
  draft: EndpointDraft
  error: string | null
  onChange: (draft: EndpointDraft) => void
}

export function EndpointFieldset({ id, draft, error, onChange }: Props) {
  const inputClass = 'w-full rounded-md border border-line bg-surface px-2 py-1.5 font-mono text-sm disabled:opacity-60'
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Endpoint</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-endpoint`}
          value="provider"
          checked={draft.use === 'provider'}
          onChange={() => onChange({ ...draft, use: 'provider' })}
          className="mt-0.5 h-4 w-4 accent-[var(--cv-accent)]"
        />
        <span>
          Configured provider
          <span className="block text-xs text-muted">The data service’s JSON-RPC; its key is added by the app and never appears in the link.</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-endpoint`}
          value="custom"
          checked={draft.use === 'custom'}
          onChange={() => onChange({ ...draft, use: 'custom' })}
          className="mt-0.5 h-4 w-4 accent-[var(--cv-accent)]"
        />
        <span>
          Custom JSON-RPC URL
          <span className="block text-xs text-muted">Any node you can reach, such as one on this machine. Kept in this browser only.</span>
        </span>
      </label>
      {draft.use === 'custom' && (
        <Field id={`${id}-url`} label="JSON-RPC URL" error={error} hint="http:// or https://, e.g. http://127.0.0.1:8545">
          {(describedBy) => (
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="http://127.0.0.1:8545"
              value={draft.customUrl}
              onChange={(event) => onChange({ ...draft, customUrl: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      )}
    </fieldset>
  )
}
