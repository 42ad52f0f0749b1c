import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/settings/SettingsPage'
import { summaryHead } from '@/page-meta/static-pages'
import { settingsView } from '@/views/static-pages'

export const Route = createFileRoute('/settings')({
  head: () => summaryHead(settingsView.summary),
  component: SettingsPage,
})
