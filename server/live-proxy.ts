import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadEnv, type Logger, type Plugin } from 'vite'
import { ipfsGatewayFrom } from '../src/config.ts'
import { readLiveServerConfig, type Environment, type LiveServerConfig } from './config.ts'
import { withDataMode } from './index-html.ts'
import { createLinkPreviewMiddleware } from './link-preview-middleware.ts'
import { readRouteTable } from './route-preload.ts'
import { readPreviewWait } from './link-preview/preview-wait.ts'
import { createLiveIndexMiddleware } from './live-index-middleware.ts'
import { createProxyMiddleware } from './proxy-middleware.ts'

/**
 * Live mode for `vite dev` and `vite preview`: with API_KEY in the environment (or .env) when the server starts,
 * index.html says "live" and `/proxy/*` is forwarded upstream with the key. The key stays in this process; the build
 * is the same in both modes; a page request for a deep link gets index.html with that page's title and link preview
 * tags (link-preview-middleware.ts). Never applied to `vite build`. `env` replaces the environment, for tests.
 */
export function liveProxy(options: { env?: Environment } = {}): Plugin {
  let config: LiveServerConfig
  let logger: Logger
  let outDir: string
  let root: string
  let ipfsGateway: string
  let previewWaitMs: number | undefined

  const announce = () => {
    if (!config.apiKey) {
      logger.info('Chainview: fixtures mode (API_KEY is not set)')
      return
    }
    const { evm, solana, rpc } = config.bases
    logger.info(`Chainview: live mode, the key from API_KEY goes to ${evm}, ${solana} and ${rpc}`)
  }

  return {
    name: 'chainview-live-proxy',
    // Vitest runs vite in serve mode too; the proxy has no place there.
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    configResolved(resolved) {
      const env = options.env ?? loadEnv(resolved.mode, resolved.envDir, '')
      config = readLiveServerConfig(env)
      ipfsGateway = ipfsGatewayFrom(env.VITE_IPFS_GATEWAY)
      previewWaitMs = readPreviewWait(env.LINK_PREVIEW_WAIT_MS)
      root = resolved.root
      logger = resolved.logger
      outDir = path.resolve(resolved.root, resolved.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(createProxyMiddleware(config, logger))
      if (config.apiKey) {
        server.middlewares.use(
          createLinkPreviewMiddleware({
            loadIndexHtml: async (url) => server.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')),
            address: () => server.httpServer?.address() ?? null,
            ipfsGateway,
            waitMs: previewWaitMs,
          }),
        )
      }
      announce()
    },
    transformIndexHtml(html) {
      return config.apiKey ? withDataMode(html, 'live') : html
    },
    configurePreviewServer(server) {
      server.middlewares.use(createProxyMiddleware(config, logger))
      if (config.apiKey) {
        server.middlewares.use(
          createLinkPreviewMiddleware({
            loadIndexHtml: async () => withDataMode(await readFile(path.join(outDir, 'index.html'), 'utf8'), 'live'),
            address: () => server.httpServer.address(),
            ipfsGateway,
            waitMs: previewWaitMs,
            routeTable: readRouteTable(outDir),
          }),
        )
        server.middlewares.use(createLiveIndexMiddleware(outDir))
      }
      announce()
    },
  }
}
