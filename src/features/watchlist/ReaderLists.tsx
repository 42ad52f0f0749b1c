import { RecentlyViewed } from './RecentlyViewed'
import { WatchlistSection } from './WatchlistSection'

/** What the reader keeps and last opened, for the home page. */
export function ReaderLists() {
  return (
    <>
      <WatchlistSection />
      <RecentlyViewed />
    </>
  )
}
