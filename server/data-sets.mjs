// The JSON files the app fetches by name from a set (the signature shards, the knowledge shards). The build puts each
// set in one folder named by the hash of all its files, and the code that fetches them reads the folder and the names
// from `virtual:data-set/<folder>`: one path and a list of short names, which gzip nearly erases, instead of a map of
// about sixty URLs. A development server, the tests and the scripts run in Node fetch or read them in the source.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const DATA_SETS = [
  { source: 'src/lib/abi-decode/shards', folder: 'signature-shards' },
  { source: 'src/lib/tx-story/knowledge', folder: 'knowledge-shards' },
]

const VIRTUAL = 'virtual:data-set/'

/** The hash of a set: every file's name and bytes, in name order. */
export function dataSetHash(directory) {
  const hash = createHash('sha256')
  for (const name of readdirSync(directory).sort())
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(directory, name)))
      .update('\0')
  return hash.digest('base64url').slice(0, 8)
}

/** A set's files by the name the code asks for (`1-a`), in name order. */
export function dataSetNames(directory) {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
}

/** Where a build puts a set's files, under `assets/`: a folder that changes whenever any of its files does. */
export const dataSetFolder = (root, set) => `assets/${set.folder}-${dataSetHash(join(root, set.source))}`

/** `virtual:data-set/<folder>`'s `folder` and `names`; a build also writes the set's files into its folder. */
export function dataSetsPlugin(root) {
  let building = false
  let base = '/'
  return {
    name: 'chainview:data-sets',
    configResolved(config) {
      building = config.command === 'build'
      base = config.base
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null
      const set = DATA_SETS.find(({ folder }) => `\0${VIRTUAL}${folder}` === id)
      if (!set) throw new Error(`${id.slice(1)}: no such data set (server/data-sets.mjs)`)
      const names = dataSetNames(join(root, set.source))
      let folder = `/${set.source}/`
      if (building) {
        const output = dataSetFolder(root, set)
        for (const name of names)
          this.emitFile({ type: 'asset', fileName: `${output}/${name}.json`, source: readFileSync(join(root, set.source, `${name}.json`)) })
        folder = `${base}${output}/`
      }
      return `export const folder = ${JSON.stringify(folder)}\nexport const names = ${JSON.stringify(names)}\n`
    },
  }
}
