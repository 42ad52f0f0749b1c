import { ErrorPanel } from '@/components/ErrorPanel'
import { RetryNotice } from '@/components/RetryNotice'
import { SavedCopyNotice } from '@/components/saved-copy/SavedCopyNotice'
import { countRankChanges } from '@/lib/rank-changes'
import type { RefreshSeconds } from '@/lib/refresh-interval'
import type { TrendWindow } from '@/lib/trend-window'
import { Board } from './Board'
import { BoardCsvButton } from './BoardCsvButton'
import { BoardFilters } from './BoardFilters'
import { BoardSkeleton } from './BoardSkeleton'
import { BoardSource } from './BoardSource'
import { isNotOffered } from './not-offered'
import { NotOffered } from './NotOffered'
import { RefreshBar } from './RefreshBar'
import { StaleNotice } from './StaleNotice'
import { useLiveTopMovers, type BoardSettings } from './use-live-top-movers'

interface Props {
  settings: BoardSettings
  onRefreshSecondsChange: (seconds: RefreshSeconds) => void
  onWindowChange: (window: TrendWindow) => void
  onChainChange: (slug: string | null) => void
}

export function TopMoversPage({ settings, onRefreshSecondsChange, onWindowChange, onChainChange }: Props) {
  const { query, history, board, changes } = useLiveTopMovers(settings)
  const notOffered = isNotOffered(query.error)
  const stale = history !== null && !notOffered && (query.status === 'error' || query.failureCount > 0)
  const { refreshSeconds } = settings
  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Top movers</h1>
        <p className="text-sm text-muted">
          The tokens with the largest price moves. An EVM token links to its transfers on its chain, a Solana token to its trading pairs.
        </p>
        <BoardFilters window={settings.window} chain={settings.chain} onWindowChange={onWindowChange} onChainChange={onChainChange} />
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
      {board && changes ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <BoardSource board={board} asked={settings} />
            <BoardCsvButton board={board} chain={settings.chain?.slug ?? null} />
          </div>
          <Board board={board} changes={changes} />
        </>
      ) : query.isPending ? (
        <BoardSkeleton />
      ) : notOffered ? null : (
        <ErrorPanel error={query.error} subject="the top movers" onRetry={() => void query.refetch()} />
      )}
    </div>
  )
}
