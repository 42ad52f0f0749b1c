import { describe, expect, it } from 'vitest'
import { InfiniteQueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { startFixtureServer, TEST_ORIGIN } from '@/test/msw'
import { requestJson } from './client'
import { createQueryClient } from './query-client'
import { savedCopyOfQuery } from './saved-copy-store'

const server = startFixtureServer()
const url = `${TEST_ORIGIN}/saved-copy-probe`
const SAVED = { 'x-chainview-saved-copy': '1', 'x-chainview-fetched-at': '2024-05-01T14:02:00+00:00' }

/** Answers each page, a saved copy while `saved` holds the page number. */
function answer(saved: Set<number>) {
  server.use(
    http.get(url, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'))
      return HttpResponse.json({ page: String(page) }, { headers: saved.has(page) ? SAVED : {} })
    }),
  )
}

const listOptions = {
  queryKey: ['saved-copy-probe'],
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    requestJson(`${url}?page=${pageParam}`, z.object({ page: z.string() }), { signal }),
  initialPageParam: 0,
  getNextPageParam: (_last: unknown, pages: unknown[]) => pages.length,
}

describe('saved copies by query', () => {
  it('marks a query whose answer was a saved copy, and clears the mark when a fresh answer replaces it', async () => {
    const client = createQueryClient()
    const saved = new Set([0])
    answer(saved)
    await client.fetchInfiniteQuery(listOptions)
    const hash = client.getQueryCache().find({ queryKey: listOptions.queryKey })!.queryHash
    expect(savedCopyOfQuery(hash)).toEqual({ fetchedAt: new Date('2024-05-01T14:02:00Z') })

    saved.clear()
    await client.refetchQueries({ queryKey: listOptions.queryKey })
    expect(savedCopyOfQuery(hash)).toBeNull()
  })

  it('keeps a list marked when a fresh page is appended to a saved one', async () => {
    const client = createQueryClient()
    answer(new Set([0]))
    await client.fetchInfiniteQuery(listOptions)
    const hash = client.getQueryCache().find({ queryKey: listOptions.queryKey })!.queryHash
    await new InfiniteQueryObserver(client, listOptions).fetchNextPage()
    expect(client.getQueryData<{ pages: unknown[] }>(listOptions.queryKey)?.pages).toHaveLength(2)
    expect(savedCopyOfQuery(hash)).not.toBeNull()
  })

  it('leaves a query with fresh answers unmarked', async () => {
    const client = createQueryClient()
    answer(new Set())
    await client.fetchInfiniteQuery(listOptions)
    expect(savedCopyOfQuery(client.getQueryCache().find({ queryKey: listOptions.queryKey })!.queryHash)).toBeNull()
  })
})
