import { EXAMPLE_VIEWS, requestAt, requestPaths } from '../../mocks/fixture-views'
import { viewPath } from '../../src/views/view-path'

/**
 * Every view at its example link (its declaration's `example`), which the stand-in upstream answers as the fixtures
 * do; the live suites block service workers, so what the page shows came through the server's proxy.
 */
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
  const { example } = view
  const [request] = requestPaths(requestAt(view, example.params))
  if (!request) throw new Error(`The view "${example.name}" makes no request at its example link`)
  return { name: example.name, path: viewPath(view.route, example.params), shows: example.shows, upstreamPath: upstreamPath(request.base, request.path) }
})

export function liveViewNamed(name: string): LiveView {
  const view = LIVE_VIEWS.find((candidate) => candidate.name === name)
  if (!view) throw new Error(`No live view named ${name}`)
  return view
}
