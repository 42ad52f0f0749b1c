import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { shouldRetry } from '@/api/retry'
import { topMoversQuery } from '@/api/top-movers'
import type { RefreshSeconds } from '@/lib/refresh-interval'
import { boardChanges } from './board'
import { useBoardHistory } from './board-history'
import { isNotOffered } from './not-offered'

/** The board, refreshed every `refreshSeconds` while the tab is visible, with the rank moves since the last refresh. */
export function useLiveTopMovers(refreshSeconds: RefreshSeconds) {
  const query = useQuery({
    ...topMoversQuery(),
    refetchInterval: (current) => (refreshSeconds === null || isNotOffered(current.state.error) ? false : refreshSeconds * 1000),
    refetchIntervalInBackground: false,
    // Coming back to a tab that was hidden for a while brings a fresh board at once rather than at the next tick.
    refetchOnWindowFocus: (current) => refreshSeconds !== null && !isNotOffered(current.state.error),
    retry: (failureCount, error) => !isNotOffered(error) && shouldRetry(failureCount, error),
    // A board that failed in the route's prefetch is not asked again just because the page mounted.
    retryOnMount: false,
  })
  const history = useBoardHistory(query.data, query.dataUpdatedAt)
  const changes = useMemo(() => (history ? boardChanges(history.previous, history.board) : null), [history])
  return { query, history, changes }
}
