import { readLookupSearch, type LookupSearch } from '@/deep-links/lookup-search'
import type { PageSummary } from '@/page-meta/page-meta'
import { HOME_SUMMARY, RPC_LOOKUP_SUMMARY, SETTINGS_SUMMARY } from '@/page-meta/static-pages'
import { NO_SEARCH, type ViewDeclaration, type ViewRoute } from './view'

/** A page that reads no data: its words never change, so its route's head is its summary. */
export interface StaticPageDeclaration<Search> extends ViewDeclaration<null, Search> {
  summary: PageSummary
}

function staticPage<Search>(route: ViewRoute, summary: PageSummary, readSearch: (search: Record<string, unknown>) => Search): StaticPageDeclaration<Search> {
  return { route, summary, readSearch, readLink: () => null, request: () => null, describedByData: false, describe: () => summary }
}

export const homeView = staticPage('/', HOME_SUMMARY, NO_SEARCH)
export const settingsView = { ...staticPage('/settings', SETTINGS_SUMMARY, NO_SEARCH), readme: { title: 'Settings (your own API key)' } }
export const rpcLookupView = {
  ...staticPage<LookupSearch>('/rpc/', RPC_LOOKUP_SUMMARY, readLookupSearch),
  readme: { title: 'JSON-RPC lookup form' },
  nav: { label: 'RPC lookup', blurb: 'Find a transaction by block hash and index over JSON-RPC, on any endpoint.' },
}
