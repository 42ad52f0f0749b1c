import { createServer } from 'vite'
import { dataSetsPlugin } from '../server/data-sets.mjs'
import { SOURCE_ALIAS } from '../source-alias.mjs'

/** The project's TypeScript modules loaded in Node through Vite's module runner: `load('/server/…ts')`, then `close()`. */
export async function openSourceModules(root) {
  const vite = await createServer({
    root,
    configFile: false,
    resolve: { alias: SOURCE_ALIAS },
    plugins: [dataSetsPlugin(root)],
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // Modules loaded in Node need no browser dependencies pre-bundled: no scan of the app's imports.
    optimizeDeps: { noDiscovery: true },
  })
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() }
}
