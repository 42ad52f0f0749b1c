import { useMemo } from 'react'
import type { MoversBoard } from '@/api/market-board'
import { windowWords } from '@/lib/trend-window'
import { rankedMovers, type BoardChanges } from './board'
import { MoversChartPanel } from './MoversChartPanel'
import { MoversTable } from './MoversTable'

interface Props {
  board: MoversBoard
  changes: BoardChanges
}

/** Gainers above losers, so each list has the page's width for its columns, then the chart of both. */
export function Board({ board, changes }: Props) {
  const gainers = useMemo(() => rankedMovers(board.gainers), [board])
  const losers = useMemo(() => rankedMovers(board.losers), [board])
  const over = windowWords(board.window)
  const noun = board.source === 'movers' ? 'ERC20 tokens' : 'tokens'
  return (
    <div className="space-y-4">
      <MoversTable
        title="Gainers"
        description={`the ${noun} whose price rose most in ${over}`}
        rows={gainers}
        changes={changes.gainers}
        source={board.source}
        window={board.window}
      />
      <MoversTable
        title="Losers"
        description={`the ${noun} whose price fell most in ${over}`}
        rows={losers}
        changes={changes.losers}
        source={board.source}
        window={board.window}
      />
      <MoversChartPanel board={board} />
    </div>
  )
}
