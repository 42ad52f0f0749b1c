// The knowledge sources: every other module of this folder exports one `source`, and they are taken by their
// `precedence`, lowest first: the first to name an address keeps it. A source declares its package, what it gives, its
// roles (with how a line names each) and its rows, and may give its package's ABIs (`abis`) to the signature index
// (scripts/build-signature-index.mjs); `npm run generate` writes the role type, ROLE_NAMES and KNOWLEDGE_SOURCES
// (src/lib/tx-story/knowledge-roles.gen.ts) and the docs' table.
import { readdirSync } from 'node:fs'

const NOT_SOURCES = new Set(['index.mjs', 'shared.mjs'])
const folder = new URL('./', import.meta.url)
const names = readdirSync(folder).filter((name) => name.endsWith('.mjs') && !NOT_SOURCES.has(name))
const modules = await Promise.all(names.map(async (name) => ({ name, source: (await import(new URL(name, folder).href)).source })))

for (const { name, source } of modules) {
  if (!Number.isFinite(source?.precedence)) throw new Error(`scripts/knowledge-sources/${name} exports no \`source\` with a numeric precedence`)
  if (source.abis !== undefined && typeof source.abis !== 'function') throw new Error(`scripts/knowledge-sources/${name}: \`abis\` is not a function`)
}
const taken = new Map()
for (const { name, source } of modules) {
  if (taken.has(source.precedence)) throw new Error(`${name} and ${taken.get(source.precedence)} share the precedence ${source.precedence}`)
  taken.set(source.precedence, name)
}

export const SOURCES = modules.map(({ source }) => source).sort((a, b) => a.precedence - b.precedence)
