import { targetTitle } from '@/lib/watchlist/watch-target'
import { isUsable, type ViewDeclaration } from './view'

/** The line "Recently viewed" lists a visit under; null for an unusable link or a page that is not a view of data. */
export function visitNameOf<Link>(view: Pick<ViewDeclaration<Link>, 'watchTarget' | 'visitName'>, link: Link): string | null {
  if (!isUsable(link)) return null
  const target = view.watchTarget?.(link)
  return target ? targetTitle(target) : (view.visitName?.(link) ?? null)
}
