import { describe, expect, it } from 'vitest'
import { preloadOnlyWhatIsMissing } from './preload-needed.ts'

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports })

/** The transaction view's shape: the entry, the view's chunk, the stories' pipeline it imports lazily, one story. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', []),
  'assets/kit.js': chunk('assets/kit.js', ['assets/index.js']),
  'assets/transaction.js': chunk('assets/transaction.js', ['assets/kit.js', 'assets/index.js']),
  'assets/stories.js': chunk('assets/stories.js', ['assets/transaction.js']),
  'assets/words.js': chunk('assets/words.js', ['assets/index.js']),
  'assets/safe.js': chunk('assets/safe.js', ['assets/words.js', 'assets/transaction.js']),
}

/** The preload list Vite would write for `file`, imported from `hostId`, after the plugin has seen the bundle. */
function preloads(file: string, deps: string[], hostId: string) {
  const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing()
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void }
  hook.handler({}, bundle)
  return resolveDependencies(file, deps, { hostId })
}

describe('preloadOnlyWhatIsMissing', () => {
  it('drops from a lazy import’s preloads the chunks its importer already loaded, however deep', () => {
    const deps = ['assets/safe.js', 'assets/words.js', 'assets/transaction.js', 'assets/kit.js', 'assets/index.js']
    expect(preloads('assets/safe.js', deps, 'assets/stories.js')).toEqual(['assets/safe.js', 'assets/words.js'])
  })

  it('drops the list of a lazy import that needs nothing beyond its own chunk, which the import fetches anyway', () => {
    const deps = ['assets/safe.js', 'assets/transaction.js', 'assets/kit.js', 'assets/index.js']
    expect(preloads('assets/safe.js', deps, 'assets/stories.js')).toEqual([])
  })

  it('keeps every preload of an importer that loads none of them', () => {
    const deps = ['assets/transaction.js', 'assets/kit.js']
    expect(preloads('assets/transaction.js', deps, 'assets/index.js')).toEqual(['assets/transaction.js', 'assets/kit.js'])
  })
})
