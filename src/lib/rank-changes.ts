/** How an entry's place on a ranked board changed since the previous board. */
export type RankChange = { kind: 'up' | 'down'; places: number } | { kind: 'new' } | { kind: 'same' }

export interface RankedEntry {
  /** what identifies the entry from one board to the next, e.g. a contract address */
  key: string
  rank: number
}

const normalize = (key: string) => key.toLowerCase()

/**
 * Compares one list of a board with the same list on the previous board, by key (case-insensitive).
 * With no previous board nothing is marked: a first look has nothing to compare with.
 */
export function rankChanges(previous: readonly RankedEntry[] | null, current: readonly RankedEntry[]): Map<string, RankChange> {
  const before = new Map((previous ?? []).map((entry) => [normalize(entry.key), entry.rank]))
  return new Map(
    current.map((entry): [string, RankChange] => {
      const key = normalize(entry.key)
      const earlier = before.get(key)
      if (previous === null) return [key, { kind: 'same' }]
      if (earlier === undefined) return [key, { kind: 'new' }]
      if (entry.rank < earlier) return [key, { kind: 'up', places: earlier - entry.rank }]
      if (entry.rank > earlier) return [key, { kind: 'down', places: entry.rank - earlier }]
      return [key, { kind: 'same' }]
    }),
  )
}

export function rankChangeOf(changes: ReadonlyMap<string, RankChange>, key: string): RankChange {
  return changes.get(normalize(key)) ?? { kind: 'same' }
}

export interface RankChangeCounts {
  up: number
  down: number
  new: number
}

export function countRankChanges(...lists: ReadonlyMap<string, RankChange>[]): RankChangeCounts {
  const counts: RankChangeCounts = { up: 0, down: 0, new: 0 }
  for (const list of lists) {
    for (const change of list.values()) if (change.kind !== 'same') counts[change.kind] += 1
  }
  return counts
}
