import type { DataSource } from '@/lib/api-settings/api-settings'

interface Props {
  source: DataSource
}

export function DataSourceNote({ source }: Props) {
  if (source === 'server-key') {
    return (
      <p role="note" className="rounded-md border border-accent/40 bg-sunken p-3 text-sm">
        <strong className="font-semibold">This server supplies its own API key.</strong> Every request goes through its proxy, which adds the key, and the
        server’s key wins: a key saved here is kept in this browser but not used.
      </p>
    )
  }
  if (source === 'own-key') {
    return <p className="text-sm">Views read live data with your key, straight from the addresses below.</p>
  }
  return <p className="text-sm">Views show built-in fixtures. Save a key to read live data straight from the provider.</p>
}
