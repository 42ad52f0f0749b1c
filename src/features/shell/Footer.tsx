import { Link } from '@tanstack/react-router'
import { dataSourceOf, useApiConfig, type DataSource } from '@/lib/api-settings/api-settings'

const DATA_SOURCE_TEXT: Record<DataSource, string> = {
  fixtures: 'Data: built-in fixtures (no network, no key)',
  'server-key': 'Data: live API through this server’s proxy',
  'own-key': 'Data: live API with your own key, saved in this browser',
}

export function Footer() {
  const source = dataSourceOf(useApiConfig())
  return (
    <footer className="mt-12 border-t border-line py-6 text-center text-sm text-muted">
      <p data-testid="data-mode">{DATA_SOURCE_TEXT[source]}</p>
      {source !== 'server-key' && (
        <p className="mt-1">
          <Link to="/settings" className="underline hover:text-fg">
            {source === 'own-key' ? 'Change or remove your key' : 'Use your own API key'}
          </Link>
        </p>
      )}
    </footer>
  )
}
