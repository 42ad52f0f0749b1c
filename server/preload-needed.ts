import type { Plugin } from 'vite'

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>>[1]

/** A chunk and every chunk it imports statically, however deep: all loaded before its own code runs. */
function loadedWith(bundle: Bundle, fileName: string): Set<string> {
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    const chunk = bundle[name]
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported)
  }
  visit(fileName)
  return loaded
}

/**
 * A dynamic import's preload list without the scripts its importer already loaded statically: a script names each
 * chunk it may preload, and a gated story's list named the transaction view's eight chunks again for each of its
 * sixty stories. A list left with the imported chunk alone is dropped: the import fetches it anyway, and naming it
 * cost each gated story's loader its file's name twice. `plugin` lends the bundle to `resolveDependencies`
 * (build.modulePreload), which Vite calls while writing each list.
 */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Bundle = {}
  const plugin: Plugin = {
    name: 'chainview:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output
      },
    },
  }
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(bundle, hostId)
    const missing = deps.filter((dep) => !loaded.has(dep))
    return missing.length === 1 && missing[0] === file ? [] : missing
  }
  return { plugin, resolveDependencies }
}
