import { displayText } from '@/lib/display-text'
import { safeMediaUrl } from '@/lib/safe-url'

/** What a tab title and a link preview say about a page. `url` is the path and search; a server makes it absolute. */
export interface PageMeta {
  title: string
  description: string
  url: string
  /** only ever an https: URL */
  image: string | null
}

/** A page's words without its address, as each view's builder makes them. */
export type PageSummary = Omit<PageMeta, 'url'>

/** Where a view's data stands; the meta says more as it arrives. */
export type Loaded<T> = { state: 'waiting' } | { state: 'loaded'; data: T } | { state: 'not-found' } | { state: 'failed' }

export const WAITING: Loaded<never> = { state: 'waiting' }

export const SITE_NAME = 'Chainview'
export const SITE_DESCRIPTION = 'Chainview: a fast, exact block explorer for tokens, NFTs, transactions and markets.'

/** Names and symbols in a title; longer ones are cut, since a tab or a chat preview shows little more. */
export const TITLE_PART_MAX = 60
export const DESCRIPTION_MAX = 240
/** Longer image URLs are not worth sending to a crawler; real ones are far shorter. */
const IMAGE_URL_MAX = 2048

/**
 * Untrusted text (a token name, NFT metadata) as a title or description may carry it: runs of white space (line
 * breaks included) as one space, control and direction characters made visible, cut to `max` characters.
 * Null when nothing is left.
 */
export function untrusted(value: string | null | undefined, max = TITLE_PART_MAX): string | null {
  if (typeof value !== 'string') return null
  const collapsed = value.replace(/\s+/g, ' ').trim()
  return collapsed === '' ? null : displayText(collapsed, max)
}

export function joinTitle(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ')
}

/** A description cut to the length previews show. */
export function sentence(...parts: (string | null | undefined)[]): string {
  const text = parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text
}

/** An image for a preview: https only (ipfs:// through the HTTPS gateway), never http:, data: or javascript:. */
export function httpsImage(value: unknown, gateway: string): string | null {
  if (typeof value !== 'string') return null
  const url = safeMediaUrl(value, gateway)
  if (url === null || url.length > IMAGE_URL_MAX) return null
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
