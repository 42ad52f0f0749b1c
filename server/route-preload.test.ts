// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { matchView } from '../src/views/match-view.ts'
import { VIEWS } from '../src/views/view-table.ts'
import { preloaderScript, routeFiles, routeFilesOf, routePathOf, routePattern, routeTable } from './route-preload.ts'

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null, flags: { isEntry?: boolean; isDynamicEntry?: boolean } = {}) {
  return { type: 'chunk', fileName, imports, facadeModuleId, isEntry: false, isDynamicEntry: false, ...flags } as unknown as Rollup.OutputChunk
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/jsx-runtime.js'], '/app/src/main.tsx', { isEntry: true }),
  'assets/jsx-runtime.js': chunk('assets/jsx-runtime.js', []),
  'assets/token.js': chunk(
    'assets/token.js',
    ['assets/jsx-runtime.js', 'assets/table.js'],
    '/app/src/routes/$chain/token/$address.tsx?tsr-split=component---loader',
    { isDynamicEntry: true },
  ),
  'assets/table.js': chunk('assets/table.js', ['assets/fields.js']),
  'assets/fields.js': chunk('assets/fields.js', []),
  'assets/movers.js': chunk('assets/movers.js', ['assets/fields.js'], '/app/src/routes/market/top-movers.tsx?tsr-split=component', { isDynamicEntry: true }),
  'assets/chart.js': chunk('assets/chart.js', [], '/app/node_modules/recharts/index.js', { isDynamicEntry: true }),
} as unknown as Rollup.OutputBundle

describe('routePathOf', () => {
  it('reads the route path from a split route module', () => {
    expect(routePathOf('/app/src/routes/$chain/token/$address.tsx?tsr-split=component---loader')).toBe('/$chain/token/$address')
    expect(routePathOf('/app/src/routes/index.tsx?tsr-split=component')).toBe('/')
    expect(routePathOf('/app/src/routes/rpc/index.tsx?tsr-split=component')).toBe('/rpc/')
  })

  it('skips the root route and modules that are not split routes', () => {
    expect(routePathOf('/app/src/routes/__root.tsx?tsr-split=errorComponent')).toBeNull()
    expect(routePathOf('/app/node_modules/recharts/index.js')).toBeNull()
  })
})

describe('routePattern', () => {
  const matches = (path: string, url: string) => new RegExp(routePattern(path)).test(url)

  it('takes a parameter as one whole segment and a literal as itself', () => {
    expect(matches('/$chain/token/$address', '/eth/token/0xabc')).toBe(true)
    expect(matches('/$chain/token/$address', '/eth/token/0xabc/')).toBe(true)
    expect(matches('/$chain/token/$address', '/eth/tx/0xabc')).toBe(false)
    expect(matches('/$chain/token/$address', '/eth/token/0xabc/more')).toBe(false)
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/settings')).toBe(false)
    expect(matches('/rpc/', '/rpc')).toBe(true)
  })
})

describe('routeFiles', () => {
  it('lists each route’s chunk and what it imports, less what the entry already loads', () => {
    expect(routeFiles(bundle)).toEqual([
      { path: '/$chain/token/$address', files: ['assets/token.js', 'assets/table.js', 'assets/fields.js'] },
      { path: '/market/top-movers', files: ['assets/movers.js', 'assets/fields.js'] },
    ])
  })
})

describe('routeFilesOf', () => {
  it('finds a route’s files by its path, and none for a route without a chunk', () => {
    const table = routeTable(routeFiles(bundle), '/app/')
    expect(routeFilesOf(table, '/market/top-movers')).toEqual(['/app/assets/movers.js', '/app/assets/fields.js'])
    expect(routeFilesOf(table, '/settings')).toEqual([])
  })
})

describe('the preloader’s patterns', () => {
  // Sample URLs for each route of the app, and paths that sit between them.
  const samples = [
    ...Object.keys(VIEWS).map((route) => route.replace(/\$(\w+)/g, (_, name: string) => `sample-${name}`)),
    ...['/rpc', '/market/top-movers/', '/market/tx/0xabc', '/rpc/tx/0xabc', '/solana/token/x', '/eth/tx/0xabc/more', '/settings/x'],
  ]
  const patterns = Object.keys(VIEWS).map((route) => [route, new RegExp(routePattern(route))] as const)

  it('pick, for every URL, the one route the router picks, or none', () => {
    for (const url of samples) {
      const matching = patterns.filter(([, pattern]) => pattern.test(url)).map(([route]) => route)
      expect(matching, url).toEqual(matchView(url) ? [matchView(url)!.route] : [])
    }
  })
})

describe('the preloader script', () => {
  afterEach(() => {
    document.head.replaceChildren()
    window.history.replaceState(null, '', '/')
  })

  const run = (url: string) => {
    window.history.replaceState(null, '', url)
    new Function(preloaderScript(routeTable(routeFiles(bundle), '/')))()
    return [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.getAttribute('href'), crossOrigin: link.crossOrigin }))
  }

  it('asks for the code of the view the URL opens, as module preloads', () => {
    expect(run('/eth/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48?limit=10')).toEqual(
      ['/assets/token.js', '/assets/table.js', '/assets/fields.js'].map((href) => ({ rel: 'modulepreload', href, crossOrigin: '' })),
    )
  })

  it('asks for nothing on a URL no route matches', () => {
    expect(run('/nowhere/at/all/here/now')).toEqual([])
  })
})
