import type { PageSource } from './page-source'

/** A route's `head`: the title its loader worked out. Kept this small because heads ship in the entry chunk. */
export function titleHead(page: PageSource | undefined) {
  return page ? { meta: [{ title: page.summary.title }] } : {}
}
