import { storedWatchKeysChanged, useStoredWatch } from '@/lib/watchlist/stored-watch-keys'
import { defaultLabel, watchKey, type WatchTarget } from '@/lib/watchlist/watch-target'

/** The watchlist's code, asked for as soon as the reader points at or focuses the button, so a press acts at once. */
const loadWatchlist = () => import('@/lib/watchlist/watchlist-store')

interface Props {
  target: WatchTarget
  /** the label a new entry gets, e.g. the token's name once the page has it; the reader can change it later */
  label?: string | null
}

/**
 * Keeps the view on this browser's watchlist, shown on the home page. Pressed while it is there. The watchlist's own
 * code loads when the reader reaches for the button.
 */
export function WatchToggle({ target, label }: Props) {
  const watched = useStoredWatch(target)
  const toggle = () =>
    void loadWatchlist().then(({ watchlist }) => {
      const key = watchKey(target)
      if (watchlist.find(key)) watchlist.remove(key)
      else watchlist.add(target, label ?? defaultLabel(target))
      storedWatchKeysChanged()
    })
  return (
    <button
      type="button"
      aria-pressed={watched}
      onClick={toggle}
      onPointerEnter={() => void loadWatchlist()}
      onFocus={() => void loadWatchlist()}
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
