import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recognizeView } from '../src/deep-links/recognize-view.ts'
import { proxyFetchJson, renderLinkPreview } from './link-preview/render.ts'
import { PROXY_PREFIX } from './proxy-routes.ts'

type Next = (error?: unknown) => void

export interface LinkPreviewOptions {
  /** index.html as this server sends it for `url` (vite dev transforms it; preview reads the build's) */
  loadIndexHtml: (url: string) => Promise<string>
  /** the address this server listens on, for asking its own proxy; null until it listens */
  address: () => AddressInfo | string | null
  ipfsGateway?: string
}

/** Loopback for the server's own port: a preview asks this very server's proxy, never the upstream directly. */
function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null
  const host = address.family === 'IPv6' && address.address !== '::' ? `[${address.address}]` : address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address
  return `http://${host}:${address.port}`
}

function acceptsHtml(request: IncomingMessage): boolean {
  const accept = request.headers.accept
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*')
}

/**
 * For live mode: answers a page request for any view's deep link with index.html carrying that page's title and link
 * preview tags (server/link-preview/render.ts). Everything else (assets, the proxy, files) passes on.
 */
export function createLinkPreviewMiddleware(options: LinkPreviewOptions) {
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
    if (!origin || recognizeView(url.pathname, url.search).view === 'not-found') return next()
    serve(request, response, url, origin, options).catch(next)
  }
}

async function serve(request: IncomingMessage, response: ServerResponse, url: URL, origin: string, options: LinkPreviewOptions): Promise<void> {
  const indexHtml = await options.loadIndexHtml(url.pathname + url.search)
  const html = await renderLinkPreview(indexHtml, url.href, proxyFetchJson(origin), { ipfsGateway: options.ipfsGateway })
  const bytes = Buffer.from(html, 'utf8')
  response.statusCode = 200
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'no-cache')
  response.setHeader('content-length', bytes.length)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}
