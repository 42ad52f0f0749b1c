import { describe, expect, it } from 'vitest'
import { watchHomes } from '../../scripts/watch-homes.mjs'
import { routeParams, viewPath } from './view-path'
import { VIEWS } from './view-table'
import { WATCH_HOMES } from './watch-homes.gen'

const watching = Object.values(VIEWS).filter((view) => view.watchTarget && view.example)

describe('watch homes', () => {
  it('opens a watched entry at the page it was watched from, or at the home that page sits under', () => {
    for (const view of watching) {
      const example = view.example!
      const target = view.watchTarget!(view.readLink(example.params, view.readSearch({})))
      const { route } = WATCH_HOMES[target.kind]
      const opened = viewPath(route, routeParams(route, target))
      const watchedFrom = viewPath(view.route, example.params)
      expect(watchedFrom === opened || watchedFrom.startsWith(`${opened}/`), `${view.route} watched, ${opened} opened`).toBe(true)
    }
  })

  it('fails naming the kind when no view’s route holds the others’', () => {
    const sibling = (route: string) => ({
      ...VIEWS['/$chain/wallet/$address/nft-transfers'],
      route,
    })
    const views = { a: sibling('/$chain/wallet/$address/nft-transfers'), b: sibling('/$chain/wallet/$address/history') }
    expect(() => watchHomes(views)).toThrow('No home for the watch kind "wallet"')
    expect(watchHomes({ ...views, c: sibling('/$chain/wallet/$address/') }).find((home) => home.kind === 'wallet')?.route).toBe('/$chain/wallet/$address/')
  })
})
