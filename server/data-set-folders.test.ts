import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATA_SETS, dataSetAssetFileNames } from './data-set-folders'

const roots: string[] = []

function rootWithSets(shardText: string): string {
  const root = mkdtempSync(join(tmpdir(), 'data-sets-'))
  roots.push(root)
  for (const { source } of DATA_SETS) {
    mkdirSync(join(root, source), { recursive: true })
    writeFileSync(join(root, source, '00.json'), shardText)
    writeFileSync(join(root, source, '01.json'), '{"functions":{}}')
  }
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('dataSetAssetFileNames', () => {
  it('puts every file of a set in one folder named by the set, and any other asset where Vite puts it', () => {
    const name = dataSetAssetFileNames(rootWithSets('{"a":1}'))
    const first = name({ originalFileNames: ['src/lib/abi-decode/shards/00.json'] })
    expect(first).toMatch(/^assets\/signature-shards-[\w-]{8}\/\[name\]\[extname\]$/)
    expect(name({ originalFileNames: ['src/lib/abi-decode/shards/01.json'] })).toBe(first)
    expect(name({ originalFileNames: ['src/lib/tx-story/knowledge/1-a.json'] })).toMatch(/^assets\/knowledge-shards-[\w-]{8}\//)
    expect(name({ originalFileNames: ['src/lib/abi-decode/tables/universal-router-commands.json'] })).toBe('assets/[name]-[hash][extname]')
    expect(name({ originalFileNames: [] })).toBe('assets/[name]-[hash][extname]')
  })

  it('names a new folder when any file of the set changes, so a cached shard is never stale', () => {
    const before = dataSetAssetFileNames(rootWithSets('{"a":1}'))({ originalFileNames: ['src/lib/abi-decode/shards/01.json'] })
    const after = dataSetAssetFileNames(rootWithSets('{"a":2}'))({ originalFileNames: ['src/lib/abi-decode/shards/01.json'] })
    expect(after).not.toBe(before)
  })
})
