import { createFileRoute } from '@tanstack/react-router'
import { SETTINGS_SUMMARY, summaryHead } from '@/page-meta/static-pages'
import { SettingsPage } from '@/features/settings/SettingsPage'

export const Route = createFileRoute('/settings')({
  head: () => summaryHead(SETTINGS_SUMMARY),
  component: SettingsPage,
})
