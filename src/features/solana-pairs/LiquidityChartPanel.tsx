import { lazy, Suspense, useId, useMemo } from 'react'
import type { SolanaPair } from '@/api/solana-pairs'
import { Skeleton } from '@/components/Skeleton'
import { useChartDraw } from '@/lib/use-chart-draw'
import { liquidityByExchange } from './liquidity-by-exchange'
import { groupDigits } from '@/lib/format'

const LiquidityChart = lazy(() => import('./LiquidityChart').then((module) => ({ default: module.LiquidityChart })))

interface Props {
  pairs: SolanaPair[]
  /** whether every page has been loaded */
  complete: boolean
  /** whether the table above may still grow: its next page is wanted and has not failed */
  tableGrowing: boolean
}

/**
 * Below the table, so a visit that reads the rows never downloads the charting code: the table loads its next pages
 * as the reader nears its end, so the chart is near only once the table has stopped growing. A fixed height, so the
 * page does not move when the chart arrives.
 */
export function LiquidityChartPanel({ pairs, complete, tableGrowing }: Props) {
  const headingId = useId()
  const [frameRef, draw] = useChartDraw(tableGrowing)
  const bars = useMemo(() => liquidityByExchange(pairs), [pairs])
  const count = groupDigits(String(pairs.length))
  return (
    <figure ref={frameRef} aria-labelledby={headingId} className="rounded-lg border border-line bg-raised p-3">
      <figcaption id={headingId} className="font-semibold">
        Liquidity by exchange
      </figcaption>
      <p className="mb-2 text-xs text-muted">
        {complete ? `Across all ${count} pairs.` : `Across the ${count} pairs loaded so far; more load as you scroll the table.`}
      </p>
      <div className="h-64">
        {draw ? (
          <Suspense fallback={<Skeleton className="block h-full w-full" />}>
            <LiquidityChart bars={bars} />
          </Suspense>
        ) : (
          <Skeleton className="block h-full w-full" />
        )}
      </div>
    </figure>
  )
}
