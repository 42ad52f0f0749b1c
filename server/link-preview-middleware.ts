import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { runnerImport } from 'vite'
import { SOURCE_ALIAS } from '../source-alias.mjs'
import { acceptsHtml, answerHtml } from './html-answer.ts'
import { PROXY_PREFIX } from './config.ts'
import type { RouteTable } from './route-preload.ts'

type Renderer = typeof import('./link-preview/render.ts')

type Next = (error?: unknown) => void

export interface LinkPreviewOptions {
  /** index.html as this server sends it for `url` (vite dev transforms it; preview reads the build's) */
  loadIndexHtml: (url: string) => Promise<string>
  /** the address this server listens on, for asking its own proxy; null until it listens */
  address: () => AddressInfo | string | null
  ipfsGateway?: string
  waitMs?: number
  /** the build's route table; the dev server has none */
  routeTable?: RouteTable
}

/** Loopback for the server's own port: a preview asks this very server's proxy, never the upstream directly. */
function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null
  const host =
    address.family === 'IPv6' && address.address !== '::'
      ? `[${address.address}]`
      : address.address === '::' || address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address
  return `http://${host}:${address.port}`
}

/**
 * For live mode: answers a page request for any view's deep link with index.html carrying that page's title and link
 * preview tags (server/link-preview/render.ts). Everything else (assets, the proxy, files) passes on.
 */
export function createLinkPreviewMiddleware(options: LinkPreviewOptions) {
  const loaded = loadRenderer()
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const rawUrl = request.url ?? '/'
    if ((request.method !== 'GET' && request.method !== 'HEAD') || rawUrl.startsWith(PROXY_PREFIX) || !acceptsHtml(request)) return next()
    const origin = loopbackOrigin(options.address())
    let url: URL
    try {
      url = new URL(rawUrl, `http://${request.headers.host ?? 'localhost'}`)
    } catch {
      return next()
    }
    if (!origin) return next()
    loaded.then((renderer) => (renderer.isViewPage(url.pathname, url.search) ? serve(renderer, request, response, url, origin, options) : next())).catch(next)
  }
}

/**
 * The renderer reads the app's own modules (src/), which import without file extensions as the app's bundler allows.
 * Vite's module runner loads them as the app's build would; importing them into this config would not.
 */
async function loadRenderer(): Promise<Renderer> {
  const file = path.join(import.meta.dirname, 'link-preview', 'render.ts')
  const { module } = await runnerImport<Renderer>(file, { configFile: false, logLevel: 'silent', resolve: { alias: SOURCE_ALIAS } })
  return module
}

async function serve(
  renderer: Renderer,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  origin: string,
  options: LinkPreviewOptions,
): Promise<void> {
  const indexHtml = await options.loadIndexHtml(url.pathname + url.search)
  const html = await renderer.renderLinkPreview(indexHtml, url.href, renderer.proxyFetchJson(origin), {
    ipfsGateway: options.ipfsGateway,
    waitMs: options.waitMs,
    routeTable: options.routeTable,
  })
  answerHtml(request, response, html)
}
