import { readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { createServer } from 'node:http'
import { ipfsGatewayFrom } from '../../src/config.ts'
import { withDataMode } from '../index-html.ts'
import { readRouteTable } from '../route-preload.ts'
import { readPreviewWait } from './preview-wait.ts'
import { proxyFetchJson, renderLinkPreview } from './render.ts'

/**
 * The link-preview renderer behind nginx (deploy/run-nginx.sh starts it in live mode, built by `npm run build` into
 * dist-server/). nginx passes it a deep link's page request; it answers with index.html carrying that page's title
 * and preview tags, built by the same code as `vite preview`'s. It holds no key: the data comes from nginx's own
 * proxy, so the allow-list, the shared cache and the limit apply. Debian 12's njs has no BigInt and cannot load the
 * app's modules, which is why this is a small Node service and not nginx's own script.
 *
 *   PREVIEW_SOCKET        the Unix socket to listen on
 *   PREVIEW_INDEX_HTML    the build's index.html
 *   PREVIEW_PROXY_ORIGIN  nginx, e.g. http://127.0.0.1:8080
 *   PREVIEW_TOKEN         sent to nginx with each data request, so the renderer is not held to one client's limit
 */
function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const socket = required('PREVIEW_SOCKET')
const indexHtmlFile = required('PREVIEW_INDEX_HTML')
const indexHtml = withDataMode(readFileSync(indexHtmlFile, 'utf8'), 'live')
const fetchJson = proxyFetchJson(required('PREVIEW_PROXY_ORIGIN'), { 'x-chainview-preview': required('PREVIEW_TOKEN') })
const options = {
  ipfsGateway: ipfsGatewayFrom(process.env.VITE_IPFS_GATEWAY),
  waitMs: readPreviewWait(process.env.LINK_PREVIEW_WAIT_MS),
  routeTable: readRouteTable(dirname(indexHtmlFile)),
}

const server = createServer((request, response) => {
  // nginx says which host and scheme the reader asked, for og:url.
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const host = /^[A-Za-z0-9.-]+(:[0-9]+)?$/.test(request.headers.host ?? '') ? request.headers.host : 'localhost'
  renderLinkPreview(indexHtml, `${proto}://${host}${request.url ?? '/'}`, fetchJson, options)
    .then((html) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(request.method === 'HEAD' ? undefined : html)
    })
    .catch(() => {
      response.writeHead(502).end()
    })
})

rmSync(socket, { force: true })
server.listen(socket)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)))
