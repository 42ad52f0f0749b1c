import type { MoverEntry, MoversBoard } from '@/api/market-board'
import { rankChanges, type RankChange } from '@/lib/rank-changes'

/** One row of a list: the entry with the key that follows it from board to board and its rank. */
export interface RankedMover {
  key: string
  rank: number
  entry: MoverEntry
}

export interface BoardChanges {
  gainers: ReadonlyMap<string, RankChange>
  losers: ReadonlyMap<string, RankChange>
}

export function rankedMovers(list: readonly MoverEntry[]): RankedMover[] {
  return list.map((entry) => ({ key: entry.key, rank: entry.rank, entry }))
}

/** Each list compared with the same list on the previous board; a token that crossed from losers to gainers is new there. */
export function boardChanges(previous: MoversBoard | null, current: MoversBoard): BoardChanges {
  return {
    gainers: rankChanges(previous && rankedMovers(previous.gainers), rankedMovers(current.gainers)),
    losers: rankChanges(previous && rankedMovers(previous.losers), rankedMovers(current.losers)),
  }
}
