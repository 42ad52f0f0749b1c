import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { applyOwnKey } from '@/lib/api-settings/api-settings'
import { keyHint, readOwnKeyForm, type OwnKeyFormProblems, type OwnKeyFormValues } from './own-key-form'
import { removeOwnKey, saveOwnKey, type OwnKeySettings } from '@/lib/api-settings/own-key-storage'
import { BASE_LABELS, PROVIDER_BASES } from '@/lib/api-settings/provider-bases'
import { SettingsField } from './SettingsField'

interface Props {
  saved: OwnKeySettings | null
  /** the server has its own key, which wins over a saved one */
  serverKeyWins: boolean
  onSavedChange: (saved: OwnKeySettings | null) => void
}

const BASE_FIELDS = ['evm', 'solana', 'rpc'] as const

function formValues(saved: OwnKeySettings | null): OwnKeyFormValues {
  return { apiKey: '', evm: saved?.bases.evm ?? '', solana: saved?.bases.solana ?? '', rpc: saved?.bases.rpc ?? '' }
}

export function OwnKeyForm({ saved, serverKeyWins, onSavedChange }: Props) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => formValues(saved))
  const [problems, setProblems] = useState<OwnKeyFormProblems>({})
  const [status, setStatus] = useState('')
  const [showKey, setShowKey] = useState(false)

  const change = (field: keyof OwnKeyFormValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }

  const switchTo = (next: OwnKeySettings | null) => {
    applyOwnKey(next)
    // Data loaded with the previous key (or from fixtures) must not be shown as if it came with the new one.
    queryClient.removeQueries()
    onSavedChange(next)
    setValues(formValues(next))
  }

  const save = () => {
    const result = readOwnKeyForm(values, saved?.apiKey ?? null)
    setProblems(result.ok ? {} : result.problems)
    if (!result.ok) {
      setStatus('')
      return
    }
    if (!saveOwnKey(result.settings)) {
      setStatus('This browser would not store the key: its storage is disabled or full.')
      return
    }
    switchTo(result.settings)
    setStatus(
      serverKeyWins ? 'Saved in this browser. The server’s own key is still the one in use.' : 'Saved in this browser. Views now read live data with your key.',
    )
  }

  const remove = () => {
    removeOwnKey()
    switchTo(null)
    setProblems({})
    setStatus(serverKeyWins ? 'Removed from this browser.' : 'Removed from this browser. Views are back on built-in fixtures.')
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      {saved && (
        <p className="text-sm">
          A key ending in <span className="font-mono">{keyHint(saved.apiKey)}</span> is saved in this browser.
        </p>
      )}
      <SettingsField
        label="API key"
        type={showKey ? 'text' : 'password'}
        value={values.apiKey}
        onChange={change('apiKey')}
        autoComplete="off"
        spellCheck={false}
        hint={saved ? 'Leave empty to keep the saved key.' : 'The key from your data provider’s dashboard.'}
        problem={problems.apiKey}
        addon={
          <button
            type="button"
            aria-pressed={showKey}
            onClick={() => setShowKey(!showKey)}
            className="shrink-0 rounded-md border border-line px-3 py-1.5 text-sm"
          >
            Show key
          </button>
        }
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Addresses (optional)</legend>
        <p className="text-xs text-muted">Leave a field empty to use the provider’s address shown in it.</p>
        {BASE_FIELDS.map((field) => (
          <SettingsField
            key={field}
            label={BASE_LABELS[field]}
            type="url"
            inputMode="url"
            value={values[field]}
            onChange={change(field)}
            placeholder={PROVIDER_BASES[field]}
            autoComplete="off"
            spellCheck={false}
            problem={problems[field]}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-accent-fg">
          Save in this browser
        </button>
        {saved && (
          <button type="button" onClick={remove} className="rounded-md border border-danger/60 px-3 py-1.5 text-sm text-danger">
            Remove saved key
          </button>
        )}
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
    </form>
  )
}
