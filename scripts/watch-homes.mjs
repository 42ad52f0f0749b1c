// Each watch kind's home (src/views/watch-homes.gen.ts), from the view declarations: the view a watched entry opens
// and the search opens an address of that kind at, written out so the watchlist and the search carry a few strings
// rather than the declarations.

/** The route as a link names it, without an index route's closing slash (src/views/view-path.ts linkTo). */
const linkTo = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route)

const isUnder = (route, home) => linkTo(route) === linkTo(home) || linkTo(route).startsWith(`${linkTo(home)}/`)

/** The kind a view's Watch button keeps, read from its watchTarget at its example link. */
function watchKindOf(view) {
  if (!view.example) throw new Error(`${view.route} declares a watchTarget but no example to read its kind at`)
  const link = view.readLink(view.example.params, view.readSearch({}))
  if (link?.status !== 'ok') throw new Error(`${view.route}: its example link is not usable`)
  return view.watchTarget(link).kind
}

/**
 * Of the views that watch one kind, the home is the one whose route all the others sit under: a watched wallet opens
 * /$chain/wallet/$address, not its NFT transfers below it. Fails naming the kind where no route holds all the others.
 */
export function watchHomes(views) {
  const byKind = new Map()
  for (const view of Object.values(views).filter((candidate) => candidate.watchTarget)) {
    const kind = watchKindOf(view)
    byKind.set(kind, [...(byKind.get(kind) ?? []), view])
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, candidates]) => {
      const home = candidates.find((candidate) => candidates.every((other) => isUnder(other.route, candidate.route)))
      if (!home) throw new Error(`No home for the watch kind "${kind}": none of ${candidates.map((view) => view.route).join(', ')} holds the others`)
      return { kind, route: home.route, chainSet: home.chainSet ?? 'general', searchLabel: home.search?.label }
    })
}

export function renderWatchHomes(views) {
  const entries = watchHomes(views).map(({ kind, route, chainSet, searchLabel }) => {
    const label = searchLabel === undefined ? '' : `, searchLabel: ${JSON.stringify(searchLabel)}`
    return `  ${JSON.stringify(kind)}: { route: '${route}', chainSet: '${chainSet}'${label} },`
  })
  return [
    '// Generated from the view declarations (src/views: the kind of each `watchTarget`, the `chainSet` and `search`) by',
    '// `npm run generate` (scripts/watch-homes.mjs): do not edit.',
    "import type { WatchKind } from '@/lib/watchlist/watch-target'",
    "import type { WatchHome } from './view'",
    '',
    '/** Each watch kind’s home: the view a watched entry opens, where the search also opens an address of that kind. */',
    'export const WATCH_HOMES = {',
    ...entries,
    '} as const satisfies { readonly [Kind in WatchKind]: WatchHome }',
    '',
  ].join('\n')
}
