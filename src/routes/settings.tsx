import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '@/features/settings/SettingsPage'
import { SETTINGS_SUMMARY, summaryHead } from '@/page-meta/static-pages'

export const Route = createFileRoute('/settings')({
  head: () => summaryHead(SETTINGS_SUMMARY),
  component: SettingsPage,
})
