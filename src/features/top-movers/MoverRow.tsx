import type { RankChange } from '@/lib/rank-changes'
import type { RankedMover } from './board'
import { MoverToken } from './MoverToken'
import { PercentChange } from '@/components/PercentChange'
import { RankMarker } from './RankMarker'
import { UsdValue } from '@/components/UsdValue'

interface Props {
  row: RankedMover
  change: RankChange
  /** what the fifth column holds: a percentage (movers' 7 days) or an amount (trending volume) */
  second: 'percent' | 'usd'
}

/** Trending volume gives way to the columns that rank the board until the window is wide enough for both lists. */
export const WIDE_ONLY = 'max-2xl:hidden'
/** On a phone a row keeps its rank, token, change and price. */
export const NARROW_HIDDEN = 'max-sm:hidden'

const rowTint: Record<RankChange['kind'], string> = {
  up: 'bg-gain/5',
  down: 'bg-loss/5',
  new: 'bg-accent/5',
  same: '',
}

export function MoverRow({ row, change, second }: Props) {
  const { entry } = row
  return (
    <tr data-rank-change={change.kind} className={`border-t border-line ${rowTint[change.kind]}`}>
      <td className="px-2 py-2 tabular-nums">
        <span className="inline-flex flex-col items-start gap-0.5">
          {row.rank}
          <RankMarker change={change} />
        </span>
      </td>
      <td className="px-2 py-2">
        <MoverToken entry={entry} />
      </td>
      <td className="px-2 py-2 text-right">
        <PercentChange value={entry.change} exact />
      </td>
      <td className="px-2 py-2 text-right">
        <UsdValue value={entry.priceUsd} />
      </td>
      <td className={`px-2 py-2 text-right ${second === 'usd' ? WIDE_ONLY : NARROW_HIDDEN}`}>
        {second === 'percent' ? <PercentChange value={entry.second} exact /> : <UsdValue value={entry.second} compact />}
      </td>
      <td className={`px-2 py-2 text-right ${NARROW_HIDDEN}`}>
        <UsdValue value={entry.marketCapUsd} compact />
      </td>
    </tr>
  )
}
