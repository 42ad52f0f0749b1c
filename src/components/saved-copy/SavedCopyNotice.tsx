import { formatSavedAt } from '@/lib/saved-copy-time'
import { useViewSavedCopy } from './use-view-saved-copy'

interface Props {
  /** how often the view asks again while it shows a saved copy; tests shorten it */
  refreshMs?: number
}

/** Says, next to a view's data, that it is a saved copy and from when; gone once the data is fresh again. */
export function SavedCopyNotice({ refreshMs }: Props) {
  const copy = useViewSavedCopy(refreshMs)
  if (!copy) return null
  const from = copy.fetchedAt ? ` from ${formatSavedAt(copy.fetchedAt)}` : ''
  return (
    <p role="status" className="rounded-md border border-warn/40 bg-raised px-3 py-2 text-sm text-warn">
      Saved copy{from} — the data service is not answering right now; it will refresh by itself.
    </p>
  )
}
