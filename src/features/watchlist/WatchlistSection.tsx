import { useWatchlist } from '@/lib/watchlist/use-watchlist'
import { WATCH_KINDS, watchKey } from '@/lib/watchlist/watch-target'
import { WatchlistFileActions } from './WatchlistFileActions'
import { WatchlistIntro } from './WatchlistIntro'
import { WatchlistItem } from './WatchlistItem'

/** The home page's watchlist, grouped by kind of view; kept in this browser only. */
export function WatchlistSection() {
  const entries = useWatchlist()
  const groups = WATCH_KINDS.map((group) => ({ ...group, entries: entries.filter((entry) => entry.kind === group.kind) })).filter(
    (group) => group.entries.length > 0,
  )
  return (
    <section aria-labelledby="watchlist-heading" className="space-y-3">
      <WatchlistIntro empty={entries.length === 0} />
      {groups.map((group) => (
        <div key={group.kind}>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{group.heading}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.entries.map((entry) => (
              <WatchlistItem key={watchKey(entry)} entry={entry} />
            ))}
          </ul>
        </div>
      ))}
      <WatchlistFileActions empty={entries.length === 0} />
    </section>
  )
}
