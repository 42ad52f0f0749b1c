// Builds the stories' protocol knowledge (which address is which protocol's what, which chain a bridge goes to) from
// deployment lists that pinned npm packages publish, one module per package (scripts/knowledge-sources).
// `npm run generate:knowledge` writes it; a test fails when the committed files differ from what this builds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SOURCES } from './knowledge-sources/index.mjs'
import { ANY_CHAIN, ROOT as root } from './knowledge-sources/shared.mjs'

export const KNOWLEDGE_DIR = join(root, 'src/lib/tx-story/knowledge')

/** The chains the app serves, as src/chains.ts declares their hex ids. */
function servedChainIds() {
  const source = readFileSync(join(root, 'src/chains.ts'), 'utf8')
  return new Set([...source.matchAll(/\bid: '(0x[0-9a-f]+)'/g)].map((match) => Number.parseInt(match[1], 16)))
}

export const KNOWLEDGE_SOURCES = SOURCES.map((source) => source.package)

/** A chain with more entries than this is split by each address's first hex digit; a smaller one is one file. */
const SPLIT_ABOVE = 120

/** An address's shard: `1-4` (chain 1, addresses 0x4…) on a split chain, else the chain alone. */
export const shardName = (chain, address, split) => (split ? `${chain}-${address.slice(2, 3).toLowerCase()}` : `${chain}`)

/** Every shard's file name and JSON text; the first source to name an address keeps it. */
export function buildKnowledgeShards() {
  const served = servedChainIds()
  const rows = SOURCES.flatMap((source) =>
    source.rows(served).map((row) => {
      if (!(row.entry.role in source.roles)) throw new Error(`${source.package} gives the role ${row.entry.role}, which it does not declare`)
      return row
    }),
  )
  const perChain = new Map()
  for (const { chain, address } of rows) if (chain !== ANY_CHAIN) perChain.set(chain, (perChain.get(chain) ?? new Set()).add(address.toLowerCase()))
  const shards = new Map()
  for (const { chain, address, entry } of rows) {
    const name = shardName(chain, address, (perChain.get(chain)?.size ?? 0) > SPLIT_ABOVE)
    const shard = shards.get(name) ?? {}
    shards.set(name, shard)
    const key = address.toLowerCase()
    if (!(key in shard)) shard[key] = entry
  }
  const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)))
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, shard]) => [`${name}.json`, `${JSON.stringify(sorted(shard), null, 0)}\n`]))
}

function writeKnowledge() {
  rmSync(KNOWLEDGE_DIR, { recursive: true, force: true })
  mkdirSync(KNOWLEDGE_DIR, { recursive: true })
  const shards = buildKnowledgeShards()
  for (const [file, text] of shards) writeFileSync(join(KNOWLEDGE_DIR, file), text)
  console.log(`wrote ${shards.size} knowledge shards to ${KNOWLEDGE_DIR}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeKnowledge()

/** Every role the sources declare, with how a line names it; two sources that name one role differently fail. */
function declaredRoles() {
  const roles = new Map()
  for (const source of SOURCES)
    for (const [role, name] of Object.entries(source.roles)) {
      if (roles.has(role) && roles.get(role) !== name)
        throw new Error(`${source.package} names the role ${role} "${name}", another source "${roles.get(role)}"`)
      roles.set(role, name)
    }
  return new Map([...roles].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** src/lib/tx-story/knowledge-roles.gen.ts: the role type, ROLE_NAMES and KNOWLEDGE_SOURCES, from the sources' modules. */
export function renderKnowledgeRoles() {
  const roles = declaredRoles()
  const named = [...roles].filter(([, name]) => name !== null)
  return [
    '// Generated from scripts/knowledge-sources by `npm run generate`: do not edit.',
    '',
    '/** Every role a knowledge source gives a contract; `KnownContract` (./knowledge.ts) has one shape per role. */',
    `export type KnowledgeRole = ${[...roles.keys()].map((role) => `'${role}'`).join(' | ')}`,
    '',
    '/** How a contract’s line names its role after the protocol ("Aave V3: Pool"); a role not here goes by the protocol alone. */',
    `export const ROLE_NAMES: Partial<Record<KnowledgeRole, string>> = { ${named.map(([role, name]) => `'${role}': ${JSON.stringify(name)}`).join(', ')} }`,
    '',
    '/** The packages the knowledge is built from, in precedence order. */',
    `export const KNOWLEDGE_SOURCES = [${SOURCES.map((source) => `'${source.package}'`).join(', ')}] as const`,
    '',
  ].join('\n')
}

/** docs/transaction-stories.md: each source's package at its pinned version, what it gives, and its roles. */
export function renderKnowledgeTable() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const rows = SOURCES.map((source) => {
    const version = pkg.devDependencies?.[source.package] ?? pkg.dependencies?.[source.package] ?? ''
    const pinned = /^\d/.test(version) ? ` ${version}` : ''
    return `| \`${source.package}\`${pinned} | ${source.gives} | ${Object.keys(source.roles).join(', ')} |`
  })
  return ['| Package | What it gives | Roles |', '|---|---|---|', ...rows].join('\n')
}
