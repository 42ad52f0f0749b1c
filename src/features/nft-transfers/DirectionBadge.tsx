import type { Direction } from './direction'

interface Props {
  direction: Direction | null
  event: 'mint' | 'burn' | null
}

const LOOK: Record<Direction, { text: string; className: string }> = {
  in: { text: 'In', className: 'border-gain/40 text-gain' },
  out: { text: 'Out', className: 'border-loss/40 text-loss' },
  self: { text: 'Self', className: 'border-line text-muted' },
}

export function DirectionBadge({ direction, event }: Props) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {direction ? (
        <span className={`rounded border px-1.5 py-0.5 text-xs font-semibold uppercase ${LOOK[direction].className}`}>{LOOK[direction].text}</span>
      ) : (
        <span className="text-muted">—</span>
      )}
      {event && <span className="text-xs text-muted">{event === 'mint' ? 'Mint' : 'Burn'}</span>}
    </span>
  )
}
