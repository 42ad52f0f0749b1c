import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { SavedCopy } from '@/api/saved-copy'
import { savedCopyOfQuery } from '@/api/saved-copy-store'
import { CSV_ROW_CAP, toCsv, type CsvColumn } from '@/lib/csv/csv-writer'
import { downloadTextFile } from '@/lib/download-file'
import { collectPages, type ListQueryOptions } from './collect-pages'

export interface CsvExportRequest<TPage, TRow, TKey extends QueryKey, TParam> {
  query: ListQueryOptions<TPage, TKey, TParam>
  rowsOf: (page: TPage) => readonly TRow[]
  columns: readonly CsvColumn<TRow>[]
  fileName: (flags: CsvFileFlags) => string
}

export interface CsvFileFlags {
  capped: boolean
  partial: boolean
  /** the oldest saved copy the rows came from, when the data service was not answering */
  savedCopy: SavedCopy | null
}

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'running'; rows: number; pages: number }
  | { status: 'saved'; rows: number; capped: boolean; partial: boolean; fileName: string }
  | { status: 'failed'; rows: number; error: unknown }
  | { status: 'cancelled'; rows: number }

/** Export runs one at a time; a failed one keeps its rows so the reader can save them or go on from there. */
export function useCsvExport<TPage, TRow, TKey extends QueryKey, TParam>({ query, rowsOf, columns, fileName }: CsvExportRequest<TPage, TRow, TKey, TParam>) {
  const client = useQueryClient()
  const [state, setState] = useState<CsvExportState>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)
  const fetched = useRef<TRow[]>([])

  useEffect(() => () => running.current?.abort(), [])

  const save = useCallback(
    (rows: TRow[], flags: { capped: boolean; partial: boolean }) => {
      const queryHash = client.getQueryCache().find({ queryKey: query.queryKey, exact: true })?.queryHash
      const name = fileName({ ...flags, savedCopy: queryHash ? savedCopyOfQuery(queryHash) : null })
      downloadTextFile(name, toCsv(columns, rows), 'text/csv')
      setState({ status: 'saved', rows: rows.length, ...flags, fileName: name })
    },
    [client, query.queryKey, columns, fileName],
  )

  const start = useCallback(async () => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setState({ status: 'running', rows: 0, pages: 0 })
    const outcome = await collectPages({
      client,
      options: query,
      rowsOf,
      cap: CSV_ROW_CAP,
      signal: controller.signal,
      onProgress: (rows, pages) => {
        if (!controller.signal.aborted) setState({ status: 'running', rows, pages })
      },
    })
    if (running.current !== controller) return
    running.current = null
    fetched.current = outcome.rows
    if (outcome.status === 'complete') save(outcome.rows, { capped: outcome.capped, partial: false })
    else if (outcome.status === 'failed') setState({ status: 'failed', rows: outcome.rows.length, error: outcome.error })
    else setState({ status: 'cancelled', rows: outcome.rows.length })
  }, [client, query, rowsOf, save])

  const cancel = useCallback(() => {
    running.current?.abort()
    // Stops the page on its way too; the list keeps the pages it had.
    void client.cancelQueries({ queryKey: query.queryKey, exact: true })
  }, [client, query.queryKey])

  const saveFetched = useCallback(() => save(fetched.current, { capped: false, partial: true }), [save])

  return { state, start, cancel, saveFetched }
}
