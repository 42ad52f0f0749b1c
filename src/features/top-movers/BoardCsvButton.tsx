import type { MoversBoard } from '@/api/market-board'
import { csvFileName } from '@/lib/csv/csv-file-name'
import { moverCsvColumns, type MoverLine } from '@/lib/csv/mover-columns'
import { toCsv } from '@/lib/csv/csv-writer'
import { downloadTextFile } from '@/lib/download-file'

interface Props {
  board: MoversBoard
  /** the chain the board is narrowed to, for the file's name */
  chain: string | null
}

function csvOf(board: MoversBoard): string {
  const lines: MoverLine[] = [
    ...board.gainers.map((entry) => ({ list: 'gainers' as const, entry })),
    ...board.losers.map((entry) => ({ list: 'losers' as const, entry })),
  ]
  const second = board.source === 'movers' ? 'change_7d_percent' : `volume_${board.window}_usd`
  return toCsv(moverCsvColumns(`change_${board.window}_percent`, second), lines)
}

/** The board on screen as a CSV file, both lists, exact figures. */
export function BoardCsvButton({ board, chain }: Props) {
  const fileName = csvFileName({ view: 'top-movers', chain: chain ?? 'all-chains', address: board.source, filters: { window: board.window } })
  return (
    <button
      type="button"
      onClick={() => downloadTextFile(fileName, csvOf(board), 'text/csv')}
      className="rounded-md border border-line px-3 py-1 text-sm hover:bg-sunken"
    >
      Download CSV
    </button>
  )
}
