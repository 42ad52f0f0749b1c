// Regenerates every generated file from its source: `npm run generate`. With `--check` it writes nothing and fails,
// naming the file, when a committed one differs from what its source gives: `npm run generate:check`.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Generator, getConfig } from '@tanstack/router-generator'
import { format, resolveConfig } from 'prettier'
import { renderKnowledgeRoles, renderKnowledgeTable } from './build-story-knowledge.mjs'
import { openSourceModules } from './source-modules.mjs'
import { renderCaseTables } from './build-story-case-tables.mjs'
import { readStories, renderGatedStories, renderStoryGateTable, renderStoryGates, renderStoryKinds, renderStoryOrder } from './story-index.mjs'
import { renderViewNav, renderViewRoutes, renderViewTable } from './view-table.mjs'
import { renderWatchHomes } from './watch-homes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const check = process.argv.includes('--check')

/** The router's own generator, as the vite plugin runs it (vite.config.ts), writing beside the real file. */
async function renderRouteTree() {
  const generatedRouteTree = join(root, 'src', '.routeTree.check.ts')
  try {
    const config = getConfig({ target: 'react', autoCodeSplitting: true, generatedRouteTree }, root)
    await new Generator({ config, root }).run()
    return await readFile(generatedRouteTree, 'utf8')
  } finally {
    await rm(generatedRouteTree, { force: true })
  }
}

/** Text written from data, laid out as the repo's Prettier would lay it out, so lint passes on it. */
async function formatted(file, text) {
  const path = join(root, file)
  return format(text, { ...(await resolveConfig(path)), filepath: path })
}

/** The Markdown files with `<!-- generated: name -->` blocks (scripts/doc-tables.ts). */
const DOCS_WITH_BLOCKS = [
  'README.md',
  'docs/architecture.md',
  'docs/deploy.md',
  'docs/export-and-watchlist.md',
  'docs/testing.md',
  'docs/transaction-stories.md',
]

const modules = await openSourceModules(root)
let outputs
try {
  const nginx = await modules.load('/server/nginx-operations.ts')
  const { VIEWS } = await modules.load('/src/views/view-table.ts')
  const { docBlocks, fillBlocks } = await modules.load('/scripts/doc-tables.ts')
  const stories = await readStories(root, modules.load)
  const blocks = { ...docBlocks(root), 'knowledge-sources': renderKnowledgeTable, 'story-kinds': () => renderStoryKinds(root, stories) }
  const docs = {}
  for (const file of DOCS_WITH_BLOCKS) docs[file] = fillBlocks(await readFile(join(root, file), 'utf8'), blocks)
  outputs = {
    'src/routeTree.gen.ts': await renderRouteTree(),
    'src/views/view-route.gen.ts': renderViewRoutes(root),
    'src/views/view-table.gen.ts': renderViewTable(root),
    'src/lib/tx-story/knowledge-roles.gen.ts': await formatted('src/lib/tx-story/knowledge-roles.gen.ts', renderKnowledgeRoles()),
    'src/views/view-nav.gen.ts': await formatted('src/views/view-nav.gen.ts', renderViewNav(VIEWS)),
    'src/views/watch-homes.gen.ts': await formatted('src/views/watch-homes.gen.ts', renderWatchHomes(VIEWS)),
    'src/lib/tx-story/story-gates.gen.ts': await formatted('src/lib/tx-story/story-gates.gen.ts', renderStoryGates(stories)),
    'src/lib/tx-story/story-gates.gen.json': await formatted('src/lib/tx-story/story-gates.gen.json', renderStoryGateTable(stories)),
    'src/lib/tx-story/stories/story-order.gen.ts': await formatted('src/lib/tx-story/stories/story-order.gen.ts', renderStoryOrder(stories)),
    'src/lib/tx-story/stories/gated-stories.gen.ts': await formatted('src/lib/tx-story/stories/gated-stories.gen.ts', renderGatedStories(stories)),
    'src/lib/tx-story/stories/case-tables.ts': renderCaseTables(),
    'deploy/nginx/operations-maps.conf.template': nginx.renderOperationMaps(),
    'deploy/nginx/operations.conf.template': nginx.renderOperationLocations(),
    ...docs,
  }
} finally {
  await modules.close()
}

const stale = []
for (const [file, text] of Object.entries(outputs)) {
  const path = join(root, file)
  const committed = await readFile(path, 'utf8').catch(() => null)
  if (committed === text) continue
  if (check) stale.push(file)
  else await writeFile(path, text)
}
if (stale.length > 0) {
  console.error(`Stale generated files (run \`npm run generate\`):\n${stale.map((file) => `  ${file}`).join('\n')}`)
  process.exit(1)
}
