import { useIsWatched } from '@/lib/watchlist/use-watchlist'
import { defaultLabel, watchKey, type WatchTarget } from '@/lib/watchlist/watch-target'
import { watchlist } from '@/lib/watchlist/watchlist-store'

interface Props {
  target: WatchTarget
  /** the label a new entry gets, e.g. the token's name once the page has it; the reader can change it later */
  label?: string | null
}

/** Keeps the view on this browser's watchlist, shown on the home page. Pressed while it is there. */
export function WatchToggle({ target, label }: Props) {
  const watched = useIsWatched(target)
  const toggle = () => (watched ? watchlist.remove(watchKey(target)) : watchlist.add(target, label ?? defaultLabel(target)))
  return (
    <button
      type="button"
      aria-pressed={watched}
      onClick={toggle}
      title={watched ? 'On your watchlist in this browser: press to remove it' : 'Keep this on your watchlist in this browser'}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium ${
        watched ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-raised text-fg hover:bg-sunken'
      }`}
    >
      <span aria-hidden="true">{watched ? '★' : '☆'}</span>
      Watch
    </button>
  )
}
