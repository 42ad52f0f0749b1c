import { DEFAULT_REFRESH_SECONDS } from '@/lib/refresh-interval'
import type { CachePolicy } from './operation'

/**
 * Long enough for a page to take the answer its head asked for (server/link-preview/early-requests.ts): at
 * max-age=0 the browser asks again before it hands the preloaded answer to the app.
 */
const PAGE_LOAD_SECONDS = 5

export const LIST: CachePolicy = {
  seconds: 15,
  browserSeconds: PAGE_LOAD_SECONDS,
  staleWhileRevalidate: 60,
  why: 'a newest-first list grows with every block, but a crowd arriving within seconds can share one answer',
}

/**
 * The top-movers board refreshes every DEFAULT_REFRESH_SECONDS by default: every reader can share one answer per half
 * of that, so a board is never more than one refresh behind.
 */
export const BOARD: CachePolicy = {
  seconds: DEFAULT_REFRESH_SECONDS / 2,
  browserSeconds: PAGE_LOAD_SECONDS,
  staleWhileRevalidate: DEFAULT_REFRESH_SECONDS,
  why: `prices move all the time and the board refreshes every ${DEFAULT_REFRESH_SECONDS} s, but every reader can share one answer per half of that`,
}
