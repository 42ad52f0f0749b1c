import { joinTitle, sentence, SITE_DESCRIPTION, SITE_NAME, type PageSummary } from './page-meta'

/** The pages that read no data: their words never change. Small, since the root and these routes' heads ship in the entry chunk. */
export const HOME_SUMMARY: PageSummary = { title: SITE_NAME, description: SITE_DESCRIPTION, image: null }
export const SETTINGS_SUMMARY: PageSummary = {
  title: joinTitle('Settings', SITE_NAME),
  description: sentence('Choose where Chainview gets its data and bring your own API key.'),
  image: null,
}
export const RPC_LOOKUP_SUMMARY: PageSummary = {
  title: 'RPC lookup',
  description: sentence('Find a transaction by block hash and index over JSON-RPC, on any endpoint.'),
  image: null,
}
export const NOT_FOUND_SUMMARY: PageSummary = {
  title: joinTitle('Page not found', SITE_NAME),
  description: sentence('Chainview has no view at this address.'),
  image: null,
}
export const ERROR_SUMMARY: PageSummary = {
  title: joinTitle('Something went wrong', SITE_NAME),
  description: sentence('This page could not be shown.'),
  image: null,
}

export function summaryHead(summary: PageSummary) {
  return { meta: [{ title: summary.title }] }
}
