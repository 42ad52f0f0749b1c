import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResolvedConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { DATA_SETS, dataSetFolder, dataSetsPlugin } from './data-sets.mjs'

const roots: string[] = []

function rootWithSets(shardText: string): string {
  const root = mkdtempSync(join(tmpdir(), 'data-sets-'))
  roots.push(root)
  for (const { source } of DATA_SETS) {
    mkdirSync(join(root, source), { recursive: true })
    writeFileSync(join(root, source, '00.json'), shardText)
    writeFileSync(join(root, source, '01.json'), '{"functions":{}}')
    writeFileSync(join(root, source, 'notes.txt'), 'not a shard')
  }
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

interface Emitted {
  fileName: string
  source: Buffer
}

/** What `import { folder, names } from 'virtual:data-set/<set>'` gives, and the files the plugin wrote, in a build or a dev server. */
function loadSet(root: string, set: string, command: 'build' | 'serve') {
  const plugin = dataSetsPlugin(root)
  const emitted: Emitted[] = []
  const call = <T>(hook: unknown, context: object, ...args: unknown[]) => (hook as (...a: unknown[]) => T).call(context, ...args)
  call(plugin.configResolved, {}, { command, base: '/' } as ResolvedConfig)
  const id = call<string>(plugin.resolveId, {}, `virtual:data-set/${set}`)
  const code = call<string>(plugin.load, { emitFile: (file: Emitted) => emitted.push(file) }, id)
  const folder = JSON.parse(/folder = (.+)/.exec(code)![1]!) as string
  const names = JSON.parse(/names = (.+)/.exec(code)![1]!) as string[]
  return { folder, names, emitted }
}

describe('the data sets', () => {
  it('give a build one folder per set, named by its files, with each JSON file in it', () => {
    const root = rootWithSets('{"a":1}')
    const { folder, names, emitted } = loadSet(root, 'signature-shards', 'build')
    expect(folder).toMatch(/^\/assets\/signature-shards-[\w-]{8}\/$/)
    expect(names).toEqual(['00', '01'])
    expect(emitted.map(({ fileName }) => `/${fileName}`)).toEqual([`${folder}00.json`, `${folder}01.json`])
    expect(emitted[0]!.source.toString()).toBe('{"a":1}')
    expect(loadSet(root, 'knowledge-shards', 'build').folder).toMatch(/^\/assets\/knowledge-shards-[\w-]{8}\/$/)
  })

  it('name a new folder when any file of the set changes, so a cached shard is never stale', () => {
    const [signatures] = DATA_SETS
    expect(dataSetFolder(rootWithSets('{"a":2}'), signatures!)).not.toBe(dataSetFolder(rootWithSets('{"a":1}'), signatures!))
  })

  it('are fetched where they are in the source on a development server, and nothing is written', () => {
    const { folder, names, emitted } = loadSet(rootWithSets('{"a":1}'), 'knowledge-shards', 'serve')
    expect(folder).toBe('/src/lib/tx-story/knowledge/')
    expect(names).toEqual(['00', '01'])
    expect(emitted).toEqual([])
  })

  it('refuse a set no one declared', () => {
    expect(() => loadSet(rootWithSets('{}'), 'abis', 'build')).toThrow(/no such data set/)
  })
})
