import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Rollup } from 'vite'

/** One route's split chunk and the chunks it imports that the entry does not already load. */
export interface RouteFiles {
  /** the file route's path, as in `createFileRoute('/$chain/token/$address')` */
  path: string
  files: string[]
}

const SPLIT_ROUTE = /\/src\/routes\/(.+)\.tsx\?tsr-split=/

/** `src/routes/$chain/token/$address.tsx?tsr-split=…` → `/$chain/token/$address`; `rpc/index` → `/rpc/`. */
export function routePathOf(moduleId: string): string | null {
  const file = SPLIT_ROUTE.exec(moduleId)?.[1]
  if (!file || file.startsWith('__root')) return null
  return `/${file.replace(/(^|\/)index$/, '$1')}`
}

/**
 * The regular expression source that matches a URL path of this route, for the preloader script, which runs before
 * any of the app's code: `$param` is one segment. route-preload.test.ts checks it picks the route the router picks.
 */
export function routePattern(path: string): string {
  const segments = path.split('/').filter(Boolean)
  const body = segments.map((segment) => (segment.startsWith('$') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`)).join('')
  return `^${body}/?$`
}

/** Each route's path, its URL pattern and its files. */
export type RouteTable = [route: string, pattern: string, files: string[]][]

/** The file the build writes the route table to, beside index.html, for the link-preview renderer. */
export const ROUTE_TABLE_FILE = 'route-files.json'

/** The route table a build wrote into `dir`, or an empty one when it wrote none. */
export function readRouteTable(dir: string): RouteTable {
  try {
    return JSON.parse(readFileSync(join(dir, ROUTE_TABLE_FILE), 'utf8')) as RouteTable
  } catch {
    return []
  }
}

export function routeTable(routes: RouteFiles[], base: string): RouteTable {
  return routes.map(({ path, files }) => [path, routePattern(path), files.map((file) => `${base}${file}`)])
}

/** The files of a route (its path, as the router names it), or none. */
export function routeFilesOf(table: RouteTable, route: string): string[] {
  return table.find(([path]) => path === route)?.[2] ?? []
}

/**
 * A classic script that, while the HTML is still being parsed, asks for the code of the route the URL opens.
 * Without it that code is requested only once the entry has downloaded and run, one round trip later.
 */
export function preloaderScript(table: RouteTable): string {
  const patterns = table.map(([, pattern, files]) => [pattern, files])
  return `(()=>{const p=location.pathname;for(const[r,f]of ${JSON.stringify(patterns)})if(new RegExp(r).test(p)){for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}return}})()\n`
}

function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName]
  if (!chunk || chunk.type !== 'chunk') return seen
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue
    seen.add(imported)
    staticClosure(bundle, imported, seen)
  }
  return seen
}

export function routeFiles(bundle: Rollup.OutputBundle): RouteFiles[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return []
  const loadedWithEntry = staticClosure(bundle, entry.fileName, new Set([entry.fileName]))
  const byPath = new Map<string, Set<string>>()
  for (const chunk of chunks) {
    const path = chunk.isDynamicEntry && chunk.facadeModuleId ? routePathOf(chunk.facadeModuleId) : null
    if (!path) continue
    const files = byPath.get(path) ?? new Set<string>()
    for (const file of [chunk.fileName, ...staticClosure(bundle, chunk.fileName)]) if (!loadedWithEntry.has(file)) files.add(file)
    byPath.set(path, files)
  }
  return [...byPath].map(([path, files]) => ({ path, files: [...files] }))
}

/** Build only: emits the route preloader and loads it, async, from index.html's head. */
export function routePreload(): Plugin {
  let base = '/'
  return {
    name: 'chainview:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (!html || html.type !== 'asset') return
      const table = routeTable(routeFiles(bundle), base)
      const script = preloaderScript(table)
      const fileName = `assets/route-preload-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source: script })
      this.emitFile({ type: 'asset', fileName: ROUTE_TABLE_FILE, source: JSON.stringify(table) })
      // After the stylesheet and before the entry, at high priority: an async script otherwise waits behind the entry's modules.
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async fetchpriority="high" src="${base}${fileName}"></script>\n    <script type="module"`,
      )
    },
  }
}
