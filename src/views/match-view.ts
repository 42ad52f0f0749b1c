import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { parseSearch } from '@/lib/search-params'
import type { AnyViewDeclaration, ViewRoute } from './view'
import { VIEWS } from './view-table'

/** A URL's view and its checked link, as the route would read them. */
export interface MatchedView {
  route: ViewRoute
  view: AnyViewDeclaration
  link: unknown
}

// The router's own matching over the route table, for code that has no app router: the link-preview server and tests.
const root = createRootRoute()
const tree = root.addChildren(Object.keys(VIEWS).map((path) => createRoute({ getParentRoute: () => root, path })))
const router = createRouter({ routeTree: tree, history: createMemoryHistory() })

function decodedParams(raw: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)]))
  } catch {
    return null
  }
}

/** The view a path opens, with its link read from the path and `search` (the query string, with or without "?"); null when none. */
export function matchView(pathname: string, search = ''): MatchedView | null {
  const [, rawParams, found] = router.getMatchedRoutes(pathname)
  const route = found?.id as ViewRoute | undefined
  // The router matches fuzzily: what is left over past a route's path ("**") makes the page not found, as in the app.
  if (!route || !(route in VIEWS) || '**' in rawParams) return null
  const params = decodedParams(rawParams)
  if (!params) return null
  const view = VIEWS[route]
  return { route, view, link: view.readLink(params, view.readSearch(parseSearch(search))) }
}
