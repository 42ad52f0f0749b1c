import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { UntrustedText } from '@/components/UntrustedText'
import { recentViews, useRecentViews } from '@/lib/watchlist/recent-views'

/** The last views opened in this browser, newest first; hidden until there is one. */
export function RecentlyViewed() {
  const views = useRecentViews()
  const router = useRouter()
  if (views.length === 0) return null
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    router.history.push(path)
  }
  return (
    <section aria-labelledby="recent-heading" className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Recently viewed
        </h2>
        <button type="button" onClick={recentViews.clear} className="rounded-md border border-line bg-raised px-2.5 py-1 text-sm hover:bg-sunken">
          Clear recently viewed
        </button>
      </div>
      <ol className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {views.map((view) => (
          <li key={view.path} className="min-w-0 break-words">
            <a href={view.path} onClick={(event) => open(event, view.path)} className="text-accent hover:underline">
              <UntrustedText value={view.title} maxLength={120} />
            </a>{' '}
            <time dateTime={view.viewedAt} className="text-xs text-muted">
              {view.viewedAt.slice(0, 16).replace('T', ' ')} UTC
            </time>
          </li>
        ))}
      </ol>
    </section>
  )
}
