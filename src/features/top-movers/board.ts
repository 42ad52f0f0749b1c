import type { TopMover, TopMovers } from '@/api/top-movers'
import { rankChanges, type RankChange } from '@/lib/rank-changes'

/** One row of a list: the entry with the key that follows it from board to board and its rank. */
export interface RankedMover {
  key: string
  rank: number
  entry: TopMover
}

export interface BoardChanges {
  gainers: ReadonlyMap<string, RankChange>
  losers: ReadonlyMap<string, RankChange>
}

export function rankedMovers(list: readonly TopMover[]): RankedMover[] {
  return list.map((entry, index) => ({
    key: entry.contract_address ?? `${entry.token_symbol ?? 'token'}#${index}`,
    rank: entry.rank ?? index + 1,
    entry,
  }))
}

/** Each list compared with the same list on the previous board; a token that crossed from losers to gainers is new there. */
export function boardChanges(previous: TopMovers | null, current: TopMovers): BoardChanges {
  return {
    gainers: rankChanges(previous && rankedMovers(previous.gainers), rankedMovers(current.gainers)),
    losers: rankChanges(previous && rankedMovers(previous.losers), rankedMovers(current.losers)),
  }
}
