import { lazy, Suspense, useId, useMemo } from 'react'
import type { MoversBoard } from '@/api/market-board'
import { Skeleton } from '@/components/Skeleton'
import { useChartDraw } from '@/lib/use-chart-draw'
import { changeBars, changeChartHeight } from './chart-data'

const MoversChart = lazy(() => import('./MoversChart').then((module) => ({ default: module.MoversChart })))

interface Props {
  board: MoversBoard
}

export function MoversChartPanel({ board }: Props) {
  const headingId = useId()
  const [frameRef, draw] = useChartDraw()
  const bars = useMemo(() => changeBars(board), [board])
  if (bars.length === 0) return null
  return (
    <figure ref={frameRef} aria-labelledby={headingId} className="rounded-lg border border-line bg-raised p-3">
      <figcaption id={headingId} className="mb-1 font-semibold">
        {board.window} change of every mover
      </figcaption>
      <p className="mb-2 text-xs text-muted">Gainers above zero, losers below; the tables list the exact values.</p>
      <div style={{ height: changeChartHeight(bars) }}>
        {draw ? (
          <Suspense fallback={<Skeleton className="block h-full w-full" />}>
            <MoversChart bars={bars} />
          </Suspense>
        ) : (
          <Skeleton className="block h-full w-full" />
        )}
      </div>
    </figure>
  )
}
