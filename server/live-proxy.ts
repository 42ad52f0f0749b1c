import path from 'node:path'
import { loadEnv, type Logger, type Plugin } from 'vite'
import { readLiveServerConfig, type Environment, type LiveServerConfig } from './config.ts'
import { withDataMode } from './index-html.ts'
import { createLiveIndexMiddleware } from './live-index-middleware.ts'
import { createProxyMiddleware } from './proxy-middleware.ts'

/**
 * Live mode for `vite dev` and `vite preview`: with API_KEY in the environment (or .env) when the server starts,
 * index.html says "live" and `/proxy/*` is forwarded upstream with the key. The key stays in this process; the build
 * is the same in both modes. Never applied to `vite build`. `env` replaces the environment, for tests.
 */
export function liveProxy(options: { env?: Environment } = {}): Plugin {
  let config: LiveServerConfig
  let logger: Logger
  let outDir: string

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
      config = readLiveServerConfig(options.env ?? loadEnv(resolved.mode, resolved.envDir, ''))
      logger = resolved.logger
      outDir = path.resolve(resolved.root, resolved.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(createProxyMiddleware(config, logger))
      announce()
    },
    transformIndexHtml(html) {
      return config.apiKey ? withDataMode(html, 'live') : html
    },
    configurePreviewServer(server) {
      server.middlewares.use(createProxyMiddleware(config, logger))
      if (config.apiKey) server.middlewares.use(createLiveIndexMiddleware(outDir))
      announce()
    },
  }
}
