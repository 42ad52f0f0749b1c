import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { WAITING } from '@/page-meta/page-meta'
import { createAppRouter } from '@/router'
import { VIEWS } from '@/views/view-table'

const router = createAppRouter(createQueryClient(), createMemoryHistory())
const appRoutes = Object.values(router.routesById).filter((route) => !route.isRoot)

describe('the route table', () => {
  it('declares every file route under src/routes, and nothing else', () => {
    for (const route of appRoutes)
      expect(
        VIEWS,
        `src/routes${route.id === '/' ? '/index' : route.id.replace(/\/$/, '/index')}.tsx has no declaration in src/views/view-table.ts`,
      ).toHaveProperty([route.id])
    expect(Object.keys(VIEWS).sort()).toEqual(appRoutes.map((route) => route.id).sort())
  })

  it('keys each declaration by its own route', () => {
    for (const [route, view] of Object.entries(VIEWS)) expect(view.route).toBe(route)
  })

  it('has each route read its search with its declaration’s reader, so a link means the same to the page and to its preview', () => {
    for (const route of appRoutes) {
      const view = VIEWS[route.id as keyof typeof VIEWS]
      const validateSearch = route.options.validateSearch
      if (validateSearch) expect(validateSearch, route.id).toBe(view.readSearch)
      else expect(view.readSearch({ anything: 'at all' }), route.id).toEqual({})
    }
  })

  it('has each route tell the header the chain set its declaration reads links with', () => {
    for (const route of appRoutes) {
      const view = VIEWS[route.id as keyof typeof VIEWS]
      expect(route.options.staticData?.chainSet ?? 'general', route.id).toBe(view.chainSet ?? 'general')
    }
  })

  it('has each declaration read its links with the chain set it declares', () => {
    const unknownChains = Object.values(VIEWS)
      .map((view) => ({
        view,
        link: view.readLink({ chain: 'nowhere', address: '', hash: '', tokenId: '', network: '', blockHash: '', index: '' }, view.readSearch({})) as {
          status?: string
          set?: string
        },
      }))
      .filter(({ link }) => link?.status === 'unknown-chain')
    const onChains = Object.keys(VIEWS).filter((route) => route.startsWith('/$chain/'))
    expect(onChains.length).toBeGreaterThan(0)
    expect(unknownChains.map(({ view }) => view.route).sort()).toEqual(onChains.sort())
    for (const { view, link } of unknownChains) expect(link.set, view.route).toBe(view.chainSet ?? 'general')
  })

  it('titles each page without data with its declaration’s words', () => {
    const titleOf = (head: unknown) => (head as { meta: { title?: string }[] }).meta.find((tag) => tag.title)?.title
    for (const route of appRoutes) {
      const view = VIEWS[route.id as keyof typeof VIEWS]
      if (route.options.loader) continue
      const head = route.options.head ?? router.routesById.__root__.options.head
      expect(titleOf(head?.({ matches: [] } as never)), route.id).toBe(view.describe(null, WAITING, { gateway: '' }).title)
    }
  })
})
