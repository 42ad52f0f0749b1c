import { infiniteQueryOptions, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { collectPages } from './collect-pages'

interface Page {
  items: number[]
  cursor: string | null
}

const PAGE_SIZE = 25

/** A 57-row list in pages of 25 behind cursors, that records each page asked for and can fail one of them. */
function pagedList(total: number, failOn: { cursor: string | null; times: number } | null = null) {
  const asked: (string | null)[] = []
  let failures = failOn?.times ?? 0
  const options = infiniteQueryOptions({
    queryKey: ['test-list', total],
    queryFn: async ({ pageParam }): Promise<Page> => {
      asked.push(pageParam)
      if (failOn && pageParam === failOn.cursor && failures > 0) {
        failures -= 1
        throw new Error('service unavailable')
      }
      const offset = pageParam === null ? 0 : Number(pageParam)
      const items = Array.from({ length: Math.min(PAGE_SIZE, total - offset) }, (_, index) => offset + index)
      return { items, cursor: offset + PAGE_SIZE < total ? String(offset + PAGE_SIZE) : null }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.cursor ?? undefined,
  })
  return { options, asked }
}

function request(client: QueryClient, options: ReturnType<typeof pagedList>['options'], cap = 10_000, signal = new AbortController().signal) {
  const progress: number[] = []
  return {
    progress,
    run: () => collectPages({ client, options, rowsOf: (page: Page) => page.items, cap, signal, onProgress: (rows) => progress.push(rows) }),
  }
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('collectPages', () => {
  it('reads every page after the ones the list has loaded, without asking for those again', async () => {
    const client = newClient()
    const { options, asked } = pagedList(57)
    await client.fetchInfiniteQuery(options)
    const { run, progress } = request(client, options)
    const outcome = await run()
    expect(outcome).toEqual({ status: 'complete', rows: Array.from({ length: 57 }, (_, index) => index), capped: false })
    expect(asked).toEqual([null, '25', '50'])
    expect(progress).toEqual([25, 50, 57])
    expect(client.getQueryData(options.queryKey)?.pages).toHaveLength(3)
  })

  it('fetches the first page itself when the list has none yet', async () => {
    const client = newClient()
    const { options, asked } = pagedList(30)
    expect(await request(client, options).run()).toMatchObject({ status: 'complete', capped: false })
    expect(asked).toEqual([null, '25'])
  })

  it('stops at the cap, says the list had more, and asks for no page beyond it', async () => {
    const client = newClient()
    const { options, asked } = pagedList(200)
    const outcome = await request(client, options, 60).run()
    expect(outcome.status === 'complete' && outcome.capped).toBe(true)
    expect(outcome.rows).toHaveLength(60)
    expect(asked).toEqual([null, '25', '50'])
  })

  it('is not capped when the list ends exactly at the cap', async () => {
    const outcome = await request(newClient(), pagedList(50).options, 50).run()
    expect(outcome).toMatchObject({ status: 'complete', capped: false })
    expect(outcome.rows).toHaveLength(50)
  })

  it('reports a failure part-way with the rows it has, and a second run goes on from the page that failed', async () => {
    const client = newClient()
    const { options, asked } = pagedList(57, { cursor: '50', times: 1 })
    const first = await request(client, options).run()
    expect(first.status).toBe('failed')
    expect(first.rows).toHaveLength(50)
    expect(first.status === 'failed' && String(first.error)).toMatch(/service unavailable/)
    const second = await request(client, options).run()
    expect(second).toMatchObject({ status: 'complete', capped: false })
    expect(second.rows).toHaveLength(57)
    expect(asked).toEqual([null, '25', '50', '50'])
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const client = newClient()
    const { options, asked } = pagedList(57)
    await client.fetchInfiniteQuery(options)
    expect(await request(client, options, 10_000, controller.signal).run()).toMatchObject({ status: 'cancelled', rows: expect.any(Array) })
    expect(asked).toEqual([null])
  })
})
