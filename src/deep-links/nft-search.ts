import { searchString } from '@/lib/search-params'

/** The view's URL search params, under the API's own names, as typed. */
export interface NftSearch {
  format?: string
  normalizeMetadata?: string
  media_items?: string
}

export function readNftSearch(search: Record<string, unknown>): NftSearch {
  return {
    format: searchString(search.format),
    normalizeMetadata: searchString(search.normalizeMetadata),
    media_items: searchString(search.media_items),
  }
}
