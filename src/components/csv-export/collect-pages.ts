import {
  InfiniteQueryObserver,
  type DefaultError,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { capRows } from '@/lib/csv/csv-writer'

/** A list's options as its query factory in src/api makes them (`infiniteQueryOptions`). */
export type ListQueryOptions<TPage, TKey extends QueryKey, TParam> = InfiniteQueryObserverOptions<
  TPage,
  DefaultError,
  InfiniteData<TPage, unknown>,
  TKey,
  TParam
>

export interface CollectRequest<TPage, TRow, TKey extends QueryKey, TParam> {
  client: QueryClient
  /** the very options the page's list uses, so the export reads and extends the same cache entry */
  options: ListQueryOptions<TPage, TKey, TParam>
  rowsOf: (page: TPage) => readonly TRow[]
  cap: number
  signal: AbortSignal
  onProgress: (rows: number, pages: number) => void
}

export type CollectOutcome<TRow> =
  { status: 'complete'; rows: TRow[]; capped: boolean } | { status: 'failed'; rows: TRow[]; error: unknown } | { status: 'cancelled'; rows: TRow[] }

function rowsIn<TPage, TRow>(data: InfiniteData<TPage, unknown> | undefined, rowsOf: (page: TPage) => readonly TRow[]): TRow[] {
  return data?.pages.flatMap((page) => rowsOf(page)) ?? []
}

/**
 * Every row of a cursor-paged list up to `cap`, read through the list's own infinite query: pages already in the
 * cache are used as they are and each further page is appended to the same entry, so the page's table grows with
 * the export and nothing is asked for twice. A page on its way for the table is joined, not asked for again.
 * Calling it again after a failure starts from the page that failed.
 */
export async function collectPages<TPage, TRow, TKey extends QueryKey, TParam>({
  client,
  options,
  rowsOf,
  cap,
  signal,
  onProgress,
}: CollectRequest<TPage, TRow, TKey, TParam>): Promise<CollectOutcome<TRow>> {
  if (!client.getQueryData(options.queryKey)) {
    try {
      await client.fetchInfiniteQuery(options)
    } catch (error) {
      return signal.aborted ? { status: 'cancelled', rows: [] } : { status: 'failed', rows: [], error }
    }
  }
  const observer = new InfiniteQueryObserver(client, options)
  let result = observer.getCurrentResult()
  for (;;) {
    const rows = rowsIn(result.data, rowsOf)
    onProgress(Math.min(rows.length, cap), result.data?.pages.length ?? 0)
    if (signal.aborted) return { status: 'cancelled', rows }
    if (rows.length >= cap || !result.hasNextPage) {
      const kept = capRows(rows, cap)
      return { status: 'complete', rows: kept.rows, capped: kept.capped || (rows.length === cap && result.hasNextPage) }
    }
    result = await observer.fetchNextPage({ cancelRefetch: false })
    if (signal.aborted) return { status: 'cancelled', rows: rowsIn(result.data, rowsOf) }
    if (result.isError) {
      return { status: 'failed', rows: capRows(rowsIn(result.data, rowsOf), cap).rows, error: result.error }
    }
  }
}
