import { searchString } from '@/lib/search-params'
import type { TopMoversSearch } from './top-movers-link'
import type { CollectionSearch, PairsSearch } from './view-links'

/** The search params of the views that read them here rather than in their feature, as typed. */
export function readCollectionSearch(search: Record<string, unknown>): CollectionSearch {
  return { include_prices: searchString(search.include_prices) }
}

export function readTopMoversSearch(search: Record<string, unknown>): TopMoversSearch {
  return { refresh: searchString(search.refresh), window: searchString(search.window), chain: searchString(search.chain) }
}

export function readPairsSearch(search: Record<string, unknown>): PairsSearch {
  return { limit: searchString(search.limit) }
}
