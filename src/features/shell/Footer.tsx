import { getApiConfig } from '../../config'

export function Footer() {
  const { mode } = getApiConfig()
  return (
    <footer className="mt-12 border-t border-line py-6 text-center text-sm text-muted">
      <p data-testid="data-mode">
        {mode === 'fixtures' ? 'Data: built-in fixtures (no network, no key)' : 'Data: live API through this server’s proxy'}
      </p>
    </footer>
  )
}
