import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { countRankChanges } from '@/lib/rank-changes'
import type { RefreshSeconds } from '@/lib/refresh-interval'
import { Board } from './Board'
import { BoardSkeleton } from './BoardSkeleton'
import { isNotOffered } from './not-offered'
import { NotOffered } from './NotOffered'
import { RefreshBar } from './RefreshBar'
import { StaleNotice } from './StaleNotice'
import { useLiveTopMovers } from './use-live-top-movers'

interface Props {
  refreshSeconds: RefreshSeconds
  onRefreshSecondsChange: (seconds: RefreshSeconds) => void
}

export function TopMoversPage({ refreshSeconds, onRefreshSecondsChange }: Props) {
  const { query, history, changes } = useLiveTopMovers(refreshSeconds)
  const notOffered = isNotOffered(query.error)
  const stale = history !== null && !notOffered && (query.status === 'error' || query.failureCount > 0)
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">Top movers</h1>
        <p className="text-sm text-muted">The ERC20 tokens with the largest price moves over 24 hours. Each token links to its transfers on Ethereum.</p>
      </header>
      {notOffered ? (
        <NotOffered error={query.error} />
      ) : (
        <RefreshBar
          seconds={refreshSeconds}
          onSecondsChange={onRefreshSecondsChange}
          onRefreshNow={() => void query.refetch()}
          isFetching={query.isFetching}
          updatedAt={history?.updatedAt ?? null}
          counts={changes && history?.previous ? countRankChanges(changes.gainers, changes.losers) : null}
        />
      )}
      {query.isPending && query.failureCount > 0 && <RetryNotice failure={query.failureReason} failureCount={query.failureCount} />}
      <SavedCopyNotice />
      {stale && <StaleNotice error={query.failureReason ?? query.error} retrying={query.isFetching} paused={refreshSeconds === null} />}
      {history && changes ? (
        <Board board={history.board} changes={changes} />
      ) : query.isPending ? (
        <BoardSkeleton />
      ) : notOffered ? null : (
        <ErrorPanel error={query.error} subject="the top movers" onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
