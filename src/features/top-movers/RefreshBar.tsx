import { useId } from 'react'
import { describeInterval, REFRESH_CHOICES, type RefreshSeconds } from '@/lib/refresh-interval'
import type { RankChangeCounts } from '@/lib/rank-changes'
import { ChangeSummary } from './ChangeSummary'
import { UpdatedAgo } from './UpdatedAgo'

interface Props {
  seconds: RefreshSeconds
  onSecondsChange: (seconds: RefreshSeconds) => void
  onRefreshNow: () => void
  isFetching: boolean
  /** when the board on screen was fetched; null before the first board */
  updatedAt: number | null
  counts: RankChangeCounts | null
}

/** The interval is offered as a list; a value from a shared link that is not on it is added, not replaced. */
function intervalChoices(seconds: RefreshSeconds): number[] {
  const choices: number[] = [...REFRESH_CHOICES]
  if (seconds !== null && !choices.includes(seconds)) choices.push(seconds)
  return choices.sort((a, b) => a - b)
}

export function RefreshBar({ seconds, onSecondsChange, onRefreshNow, isFetching, updatedAt, counts }: Props) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-raised p-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-muted">
          Auto-refresh
        </label>
        <select
          id={id}
          value={seconds === null ? 'off' : String(seconds)}
          onChange={(event) => onSecondsChange(event.target.value === 'off' ? null : Number(event.target.value))}
          className="rounded-md border border-line bg-surface px-2 py-1"
        >
          {intervalChoices(seconds).map((choice) => (
            <option key={choice} value={choice}>
              Every {describeInterval(choice)}
            </option>
          ))}
          <option value="off">Off (paused)</option>
        </select>
      </div>
      <button
        type="button"
        onClick={onRefreshNow}
        disabled={isFetching}
        className="rounded-md border border-line px-3 py-1 hover:bg-sunken disabled:opacity-60"
      >
        {isFetching ? 'Refreshing…' : 'Refresh now'}
      </button>
      {updatedAt !== null && updatedAt > 0 && <UpdatedAgo updatedAt={updatedAt} />}
      {seconds === null && <span className="font-medium text-warn">Paused</span>}
      <ChangeSummary counts={counts} />
    </div>
  )
}
