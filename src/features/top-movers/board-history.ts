import { useState } from 'react'
import type { MarketAnswer } from '@/api/market-board'

export interface BoardHistory {
  answer: MarketAnswer
  /** the answer before it, from the previous successful refresh */
  previous: MarketAnswer | null
  updatedAt: number
}

/**
 * Remembers the previous successful answer so rank moves can be shown. Keyed by the time of the refresh rather than
 * by the data: a refresh that brings an identical board still counts as "nothing moved".
 */
export function useBoardHistory(answer: MarketAnswer | undefined, updatedAt: number): BoardHistory | null {
  const [history, setHistory] = useState<BoardHistory | null>(null)
  if (answer && history?.updatedAt !== updatedAt) {
    const next = { answer, previous: history?.answer ?? null, updatedAt }
    setHistory(next)
    return next
  }
  return history
}
