import { EXAMPLE_VIEWS, requestAt, requestPaths } from '../../mocks/fixture-views'
import { viewPath } from '../../src/views/view-path'
import { STAND_IN_LINKS } from './stand-in-data'

/** Every view, at a deep link the stand-in upstream answers, with a text only the stand-in's data holds. */
export interface LiveView {
  name: string
  path: string
  shows: string
  /** the upstream path the view's request reaches, `{key}` standing for the URL-encoded JSON-RPC key segment */
  upstreamPath: string
}

/** Where each base's paths live on the upstream (server/upstream config), the RPC key as the last segment. */
function upstreamPath(base: string, path: string): string {
  if (base === 'evm') return `/evm/api/v2.2${path}`
  if (base === 'rpc') return `/rpc${path}/{key}`
  return `/${base}${path}`
}

export const LIVE_VIEWS: LiveView[] = EXAMPLE_VIEWS.map((view) => {
  const link = STAND_IN_LINKS[view.example.name]
  if (!link) throw new Error(`e2e/support/live-views.ts has no stand-in link for the view "${view.example.name}"`)
  const [request] = requestPaths(requestAt(view, link.params))
  if (!request) throw new Error(`The view "${view.example.name}" makes no request at its stand-in link`)
  return { name: view.example.name, path: viewPath(view.route, link.params), shows: link.shows, upstreamPath: upstreamPath(request.base, request.path) }
})

export function liveViewNamed(name: string): LiveView {
  const view = LIVE_VIEWS.find((candidate) => candidate.name === name)
  if (!view) throw new Error(`No live view named ${name}`)
  return view
}
