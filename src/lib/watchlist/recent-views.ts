import { useSyncExternalStore } from 'react'
import { browserStorage } from '@/lib/browser-storage'
import { createStoredList } from './stored-list'
import { parseJsonText } from './parse-json-text'

export const RECENT_VIEWS_STORAGE_KEY = 'chainview.recent-views'
export const RECENT_VIEWS_LIMIT = 20
const RECENT_VIEWS_VERSION = 1

export interface RecentView {
  /** the path and search the view was opened at, always starting with "/" */
  path: string
  title: string
  viewedAt: string
}

// Read by hand: this runs on every navigation, and a schema library would have to ship in the app's first script.
function isRecentView(value: unknown): value is RecentView {
  if (typeof value !== 'object' || value === null) return false
  const { path, title, viewedAt } = value as Record<string, unknown>
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && typeof title === 'string' && typeof viewedAt === 'string'
}

function readViews(raw: string | null): RecentView[] {
  const json = parseJsonText(raw) as { version?: unknown; views?: unknown } | null | undefined
  if (json?.version !== RECENT_VIEWS_VERSION || !Array.isArray(json.views)) return []
  return json.views.filter(isRecentView).slice(0, RECENT_VIEWS_LIMIT)
}

export function createRecentViews(storage: Storage | null, now: () => Date = () => new Date()) {
  const list = createStoredList<RecentView>(storage, RECENT_VIEWS_STORAGE_KEY, readViews, (views) => JSON.stringify({ version: RECENT_VIEWS_VERSION, views }))
  return {
    subscribe: list.subscribe,
    views: list.get,
    /** The newest first; a view opened again moves to the top rather than appearing twice. */
    record(path: string, title: string): void {
      const views = list.get()
      if (views[0]?.path === path && views[0].title === title) return
      list.set([{ path, title, viewedAt: now().toISOString() }, ...views.filter((view) => view.path !== path)].slice(0, RECENT_VIEWS_LIMIT))
    },
    clear: (): void => list.set([]),
  }
}

export const recentViews = createRecentViews(browserStorage())

export function useRecentViews() {
  return useSyncExternalStore(recentViews.subscribe, recentViews.views, recentViews.views)
}
