import { matchView } from '@/views/match-view'
import type { ViewDeclaration } from '@/views/view'

/** The checked link of a URL, for the view it must open: tests build their links as the routes do. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any search, params and data
export function linkOf<Link>(view: ViewDeclaration<Link, any, any, any>, path: string, search = ''): Link {
  const matched = matchView(path, search)
  if (matched?.view !== view) throw new Error(`${path} does not open ${view.route}`)
  return matched.link as Link
}

export const GATEWAY = 'https://gateway.example/ipfs/'
export const HOSTILE_NAME = '<script>window.__pwned=true</script>"\'\u202Egnp.exe'
