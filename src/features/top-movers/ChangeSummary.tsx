import type { RankChangeCounts } from '@/lib/rank-changes'

interface Props {
  /** null on the first board, which has nothing to compare with */
  counts: RankChangeCounts | null
}

/** Says what moved at each refresh, politely, so a screen reader hears it without watching the tables. */
export function ChangeSummary({ counts }: Props) {
  const moved = counts ? counts.up + counts.down + counts.new : 0
  return (
    <p role="status" className="text-muted">
      {counts === null
        ? ''
        : moved === 0
          ? 'No rank changed since the last refresh'
          : `Since the last refresh: ${counts.up} up, ${counts.down} down, ${counts.new} new`}
    </p>
  )
}
