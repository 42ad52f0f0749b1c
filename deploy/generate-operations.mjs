// Writes nginx's half of the allow-list (server/nginx-operations.ts) into deploy/nginx: `npm run generate:nginx`.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { openSourceModules } from '../scripts/source-modules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const modules = await openSourceModules(root)
try {
  const { renderOperationMaps, renderOperationLocations } = await modules.load('/server/nginx-operations.ts')
  await writeFile(new URL('nginx/operations-maps.conf.template', import.meta.url), renderOperationMaps())
  await writeFile(new URL('nginx/operations.conf.template', import.meta.url), renderOperationLocations())
} finally {
  await modules.close()
}
