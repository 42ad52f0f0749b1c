import { storedEntryCount } from '@/lib/watchlist/stored-watchlist'
import { WatchlistFileActions } from './WatchlistFileActions'
import { WatchlistIntro } from './WatchlistIntro'

/**
 * The watchlist's frame while its code loads: an empty watchlist looks as it will once loaded, so nothing below it
 * moves; a full one gets its entries a moment later.
 */
export function ReaderListsPending() {
  const empty = storedEntryCount() === 0
  return (
    <section aria-labelledby="watchlist-heading" aria-busy="true" className="space-y-3">
      <WatchlistIntro empty={empty} />
      {empty && <WatchlistFileActions empty />}
    </section>
  )
}
