import { useState } from 'react'
import type { TopMovers } from '@/api/top-movers'

export interface BoardHistory {
  board: TopMovers
  /** the board before it, from the previous successful refresh */
  previous: TopMovers | null
  updatedAt: number
}

/**
 * Remembers the previous successful board so rank moves can be shown. Keyed by the time of the refresh rather than
 * by the data: a refresh that brings an identical board still counts as "nothing moved".
 */
export function useBoardHistory(board: TopMovers | undefined, updatedAt: number): BoardHistory | null {
  const [history, setHistory] = useState<BoardHistory | null>(null)
  if (board && history?.updatedAt !== updatedAt) {
    const next = { board, previous: history?.board ?? null, updatedAt }
    setHistory(next)
    return next
  }
  return history
}
