import type { RankChange } from '@/lib/rank-changes'
import type { RankedMover } from './board'
import { MoverToken } from './MoverToken'
import { PercentChange } from '@/components/PercentChange'
import { RankMarker } from './RankMarker'
import { UsdValue } from '@/components/UsdValue'

interface Props {
  row: RankedMover
  change: RankChange
}

const rowTint: Record<RankChange['kind'], string> = {
  up: 'bg-gain/5',
  down: 'bg-loss/5',
  new: 'bg-accent/5',
  same: '',
}

export function MoverRow({ row, change }: Props) {
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
        <UsdValue value={entry.price_usd} />
      </td>
      <td className="px-2 py-2 text-right">
        <PercentChange value={entry.price_24h_percent_change} />
      </td>
      <td className="px-2 py-2 text-right">
        <PercentChange value={entry.price_7d_percent_change} />
      </td>
      <td className="px-2 py-2 text-right">
        <UsdValue value={entry.market_cap_usd} compact />
      </td>
    </tr>
  )
}
