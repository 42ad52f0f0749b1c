import { useMemo } from 'react'
import type { TopMovers } from '@/api/top-movers'
import { rankedMovers, type BoardChanges } from './board'
import { MoversChartPanel } from './MoversChartPanel'
import { MoversTable } from './MoversTable'

interface Props {
  board: TopMovers
  changes: BoardChanges
}

/** Gainers and losers side by side (stacked when narrow), then the chart of both. */
export function Board({ board, changes }: Props) {
  const gainers = useMemo(() => rankedMovers(board.gainers), [board])
  const losers = useMemo(() => rankedMovers(board.losers), [board])
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <MoversTable title="Gainers" description="the ERC20 tokens whose price rose most in 24 hours" rows={gainers} changes={changes.gainers} />
        <MoversTable title="Losers" description="the ERC20 tokens whose price fell most in 24 hours" rows={losers} changes={changes.losers} />
      </div>
      <MoversChartPanel board={board} />
    </div>
  )
}
