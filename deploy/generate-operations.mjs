// Writes nginx's half of the allow-list (server/nginx-operations.ts) into deploy/nginx: `npm run generate:nginx`.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { SOURCE_ALIAS } from '../source-alias.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  resolve: { alias: SOURCE_ALIAS },
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
})
try {
  const { renderOperationMaps, renderOperationLocations } = await vite.ssrLoadModule('/server/nginx-operations.ts')
  await writeFile(new URL('nginx/operations-maps.conf.template', import.meta.url), renderOperationMaps())
  await writeFile(new URL('nginx/operations.conf.template', import.meta.url), renderOperationLocations())
} finally {
  await vite.close()
}
