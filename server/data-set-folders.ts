import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The JSON files the app fetches by name from a set (the signature shards, the knowledge shards), each set under one
 * folder named by the hash of all its files. The chunk that fetches them then names each file by one shared folder
 * and its own short name, which gzip nearly erases, instead of one hash per file: about 60 incompressible names.
 */
export const DATA_SETS = [
  { source: 'src/lib/abi-decode/shards', folder: 'signature-shards' },
  { source: 'src/lib/tx-story/knowledge', folder: 'knowledge-shards' },
]

const DEFAULT_ASSET_FILE_NAME = 'assets/[name]-[hash][extname]'

/** The hash of a set: every file's name and bytes, in name order. */
export function dataSetHash(directory: string): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(directory).sort())
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(directory, name)))
      .update('\0')
  return hash.digest('base64url').slice(0, 8)
}

/** `output.assetFileNames` for the build: a set's file goes in its set's hashed folder, any other asset as Vite names it. */
export function dataSetAssetFileNames(root: string) {
  const sets = DATA_SETS.map(({ source, folder }) => ({ prefix: `${source}/`, path: `assets/${folder}-${dataSetHash(join(root, source))}` }))
  return (asset: { originalFileNames: readonly string[] }): string => {
    const original = asset.originalFileNames[0] ?? ''
    const set = sets.find(({ prefix }) => original.startsWith(prefix))
    return set ? `${set.path}/[name][extname]` : DEFAULT_ASSET_FILE_NAME
  }
}
