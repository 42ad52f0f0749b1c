import { parseJsonLosslessly } from '../../src/api/json.ts'
import { ipfsGatewayFrom } from '../../src/config.ts'
import { WAITING, type PageMeta, type PageSummary } from '../../src/page-meta/page-meta.ts'
import { NOT_FOUND_SUMMARY } from '../../src/page-meta/static-pages.ts'
import { matchView } from '../../src/views/match-view.ts'
import type { SummaryContext } from '../../src/views/view.ts'
import { routeFilesOf, type RouteTable } from '../route-preload.ts'
import type { Transaction } from '../../src/api/transaction.ts'
import { findEvmChain } from '../../src/chains.ts'
import { storyEvidenceOf } from './called-function.ts'
import { verifiedStoryEvidenceOf } from './verified-evidence.ts'
import { withEarlyRequests } from './early-requests.ts'
import { withPageMeta } from './head-tags.ts'
import { firstRequestPath, summarizeFromData, type FetchJson, type JsonAnswer } from './view-requests.ts'

export type { FetchJson, JsonAnswer }

/** How long a page waits for its preview's data before it goes out with the title from its URL alone. */
export const PREVIEW_WAIT_MS = 250
const VERIFIED_LOOKUP_MARGIN_MS = 30

export interface RenderOptions {
  /** the gateway for ipfs:// images, ending in "/" (src/config.ts ipfsGatewayFrom); an http: one gives no og:image */
  ipfsGateway?: string
  waitMs?: number
  /** the build's route table (server/route-preload.ts), so the page asks for its view's code from its head */
  routeTable?: RouteTable
}

function raceWithTimeout<T>(work: (signal: AbortSignal) => Promise<T>, waitMs: number): Promise<T | null> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(null)
    }, waitMs)
  })
  const attempt = work(controller.signal).catch(() => null)
  return Promise.race([attempt, timeout]).finally(() => clearTimeout(timer))
}

/**
 * index.html for a deep link, with the page's own title, description and Open Graph / Twitter tags. `requestUrl` is
 * the absolute URL the page was asked for (og:url). The view's data comes through `fetchJson` (this server's proxy,
 * so its allow-list and cache apply); it waits at most `waitMs`, then the title comes from the URL alone. A link no
 * view can use asks for nothing. The page's head also asks for the view's data and code (early-requests.ts).
 */
export async function renderLinkPreview(indexHtml: string, requestUrl: string, fetchJson: FetchJson, options: RenderOptions = {}): Promise<string> {
  const url = new URL(requestUrl)
  const waitMs = options.waitMs ?? PREVIEW_WAIT_MS
  // Sourcify's lookups get what is left of the wait, less a margin to write the words in.
  const deadline = Date.now() + waitMs - VERIFIED_LOOKUP_MARGIN_MS
  const context: SummaryContext = {
    gateway: options.ipfsGateway ?? ipfsGatewayFrom(undefined),
    storyEvidenceOf,
    prepare: async (operation, data, signal) => {
      if (operation !== 'transaction') return context
      const tx = data as Transaction
      const chainId = matchedChainId(url)
      if (chainId === null) return context
      const evidence = await verifiedStoryEvidenceOf(tx, chainId, fetchJson, signal, deadline)
      return { ...context, storyEvidenceOf: () => evidence }
    },
  }
  const matched = matchView(url.pathname, url.search)
  if (!matched) return withEarlyRequests(withPageMeta(indexHtml, { ...NOT_FOUND_SUMMARY, url: url.href }), { dataPath: null, routeFiles: [] })
  const fromData = await raceWithTimeout((signal) => summarizeFromData(matched, context, fetchJson, signal), waitMs)
  const summary: PageSummary = fromData ?? matched.view.describe(matched.link, WAITING, context)
  const meta: PageMeta = { ...summary, url: url.href }
  const early = { dataPath: firstRequestPath(matched), routeFiles: routeFilesOf(options.routeTable ?? [], matched.route) }
  return withEarlyRequests(withPageMeta(indexHtml, meta), early)
}

/** Whether a page request for this path and search is one a view answers, so it gets its own title; assets and unknown paths do not. */
export function isViewPage(pathname: string, search: string): boolean {
  return matchView(pathname, search) !== null
}

/** A FetchJson that asks a server's proxy over HTTP, e.g. `http://127.0.0.1:4173`, sending `headers` too. */
export function proxyFetchJson(origin: string, headers: Record<string, string> = {}): FetchJson {
  return async (proxyPath, signal) => {
    const response = await fetch(new URL(proxyPath, origin), { headers: { ...headers, accept: 'application/json' }, signal, redirect: 'manual' })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text.trim() === '' ? null : parseJsonLosslessly(text)
    } catch {
      body = null
    }
    return { status: response.status, body }
  }
}

/** The chain id of a transaction link's first path segment (its slug), for Sourcify's lookups. */
function matchedChainId(url: URL): number | null {
  const chain = findEvmChain(url.pathname.split('/')[1] ?? '')
  return chain ? Number.parseInt(chain.id, 16) : null
}
