import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VIEWS } from '@/views/view-table'

/** The routes the README's "Views" table gives a reader, in the router's spelling: `:chain` is `$chain`. */
function readmeRoutes(): string[] {
  const section = readFileSync('README.md', 'utf8').split('## Views')[1]?.split('\n## ')[0] ?? ''
  const routeCells = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| View'))
    .map((line) => line.split('|')[2] ?? '')
  return routeCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, route]) => route!.replace(/:(\w+)/g, '$$$1')))
}

describe('the README’s table of views', () => {
  it('lists every route of the route table but the home page, and no other', () => {
    const routes = Object.keys(VIEWS).filter((route) => route !== '/')
    expect(readmeRoutes().sort()).toEqual(routes.map((route) => route.replace(/(.)\/$/, '$1')).sort())
  })
})
