import { useState } from 'react'
import { UntrustedText } from '@/components/UntrustedText'
import { displayText } from '@/lib/display-text'
import { placeOf, watchKey } from '@/lib/watchlist/watch-target'
import type { WatchEntry } from '@/lib/watchlist/watchlist-schema'
import { watchlist } from '@/lib/watchlist/watchlist-store'
import { RenameForm } from './RenameForm'
import { WatchTargetLink } from './WatchTargetLink'

const BUTTON = 'rounded-md px-2 py-1 text-sm text-muted hover:bg-sunken hover:text-fg'

/** One watched view: its link, where it lives and since when, and the controls to rename or remove it. */
export function WatchlistItem({ entry }: { entry: WatchEntry }) {
  const [renaming, setRenaming] = useState(false)
  const key = watchKey(entry)
  // A label can be a token's own name, so it is untrusted text, cut short for a button's name.
  const named = displayText(entry.label, 60)
  return (
    <li className="min-w-0 rounded-lg border border-line bg-raised p-3">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <WatchTargetLink target={entry} className="block break-words font-semibold text-accent hover:underline">
            <UntrustedText value={entry.label} maxLength={120} />
          </WatchTargetLink>
          <p className="text-xs text-muted">
            {placeOf(entry)} · added <time dateTime={entry.addedAt}>{entry.addedAt.slice(0, 10)}</time>
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <button type="button" onClick={() => setRenaming(true)} aria-label={`Rename ${named}`} className={BUTTON}>
            Rename
          </button>
          <button type="button" onClick={() => watchlist.remove(key)} aria-label={`Remove ${named} from the watchlist`} className={BUTTON}>
            Remove
          </button>
        </div>
      </div>
      {renaming && <RenameForm label={entry.label} onSave={(label) => watchlist.rename(key, label)} onClose={() => setRenaming(false)} />}
    </li>
  )
}
