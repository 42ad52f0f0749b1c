import { escapeHtml } from './head-tags.ts'

/** What a page asks for first: its view's data (a same-origin proxy path) and its view's code. */
export interface EarlyRequests {
  dataPath: string | null
  routeFiles: string[]
}

const ROUTE_PRELOADER = /<script async fetchpriority="high" src="[^"]*\/route-preload-[^"]*"><\/script>/

/**
 * index.html whose head asks for the view's data and code itself, in place of the route preloader script that would
 * find the code one round trip later. The data is the very request the app makes first, which then takes this
 * answer. The code comes at low priority: the stylesheet (the frame) and the entry are needed before it.
 */
export function withEarlyRequests(indexHtml: string, { dataPath, routeFiles }: EarlyRequests): string {
  const tags = [
    ...(dataPath ? [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(dataPath)}" />`] : []),
    ...routeFiles.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(file)}" />`),
  ]
  if (tags.length === 0) return indexHtml
  const early = tags.join('\n    ')
  if (routeFiles.length > 0 && ROUTE_PRELOADER.test(indexHtml)) return indexHtml.replace(ROUTE_PRELOADER, () => early)
  return indexHtml.replace('<script type="module"', () => `${early}\n    <script type="module"`)
}
