import { useId, useState } from 'react'
import { dataSourceOf, useApiConfig } from '@/lib/api-settings/api-settings'
import { DataSourceNote } from './DataSourceNote'
import { OwnKeyForm } from './OwnKeyForm'
import { readOwnKey } from '@/lib/api-settings/own-key-storage'
import { StorageNotice } from './StorageNotice'

export function SettingsPage() {
  const headingId = useId()
  const source = dataSourceOf(useApiConfig())
  const [saved, setSaved] = useState(() => readOwnKey())
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-line bg-raised p-4 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold">
          Bring your own key
        </h2>
        <DataSourceNote source={source} />
        <StorageNotice />
        <OwnKeyForm saved={saved} serverKeyWins={source === 'server-key'} onSavedChange={setSaved} />
      </section>
    </div>
  )
}
