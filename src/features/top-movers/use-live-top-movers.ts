import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { boardOf, trendingParams } from '@/api/market-board'
import { marketBoardQuery } from '@/api/market-board-query'
import { shouldRetry } from '@/api/retry'
import type { TrendingChain } from '@/chains'
import type { RefreshSeconds } from '@/lib/refresh-interval'
import type { TrendWindow } from '@/lib/trend-window'
import { boardChanges } from './board'
import { useBoardHistory } from './board-history'
import { isNotOffered } from './not-offered'

export interface BoardSettings {
  refreshSeconds: RefreshSeconds
  window: TrendWindow
  chain: TrendingChain | null
}

/** The board, refreshed every `refreshSeconds` while the tab is visible, with the rank moves since the last refresh. */
export function useLiveTopMovers({ refreshSeconds, window, chain }: BoardSettings) {
  const query = useQuery({
    ...marketBoardQuery(trendingParams(chain?.apiChain ?? null)),
    refetchInterval: (current) => (refreshSeconds === null || isNotOffered(current.state.error) ? false : refreshSeconds * 1000),
    refetchIntervalInBackground: false,
    // Coming back to a tab that was hidden for a while brings a fresh board at once rather than at the next tick.
    refetchOnWindowFocus: (current) => refreshSeconds !== null && !isNotOffered(current.state.error),
    retry: (failureCount, error) => !isNotOffered(error) && shouldRetry(failureCount, error),
    // A board that failed in the route's prefetch is not asked again just because the page mounted.
    retryOnMount: false,
  })
  const history = useBoardHistory(query.data, query.dataUpdatedAt)
  const board = useMemo(() => (history ? boardOf(history.answer, window) : null), [history, window])
  const previous = useMemo(() => (history?.previous ? boardOf(history.previous, window) : null), [history, window])
  const changes = useMemo(() => (board ? boardChanges(previous, board) : null), [previous, board])
  return { query, history, board, previous, changes }
}
