import type { RankChange } from '@/lib/rank-changes'

interface Props {
  change: RankChange
}

const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`

/** ▲2, ▼1 or "New": how the row's rank changed since the last refresh. */
export function RankMarker({ change }: Props) {
  if (change.kind === 'same') return null
  if (change.kind === 'new') {
    return (
      <span title="New on this list since the last refresh" className="rounded bg-accent/15 px-1 text-[11px] font-semibold uppercase text-accent">
        New
      </span>
    )
  }
  const up = change.kind === 'up'
  return (
    <span
      title={`${up ? 'Up' : 'Down'} ${places(change.places)} since the last refresh`}
      className={`rounded px-1 text-[11px] font-semibold ${up ? 'bg-gain/15 text-gain' : 'bg-loss/15 text-loss'}`}
    >
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {change.places}
      </span>
      <span className="sr-only">
        {up ? 'Up' : 'Down'} {places(change.places)}
      </span>
    </span>
  )
}
