// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { InfiniteTable, type Column, type PagingState } from './InfiniteTable'

interface Row {
  id: number
}

const columns: Column<Row>[] = [{ key: 'id', header: 'Id', cell: (row) => row.id, skeleton: null }]
const rowsUpTo = (count: number) => Array.from({ length: count }, (_, id) => ({ id }))

/** A first page already loaded, and a next page that, once asked for, stays on its way. */
async function pagedRows(firstPageSize: number) {
  const asked: number[] = []
  const observer = new InfiniteQueryObserver(new QueryClient(), {
    queryKey: ['rows'],
    initialPageParam: 0,
    getNextPageParam: (_last: Row[], pages: Row[][]) => pages.length,
    queryFn: ({ pageParam }) => {
      asked.push(pageParam)
      return pageParam === 0 ? Promise.resolve(rowsUpTo(firstPageSize)) : new Promise<Row[]>(() => {})
    },
  })
  await observer.refetch()
  // What a deferred render still holds: more to load, nothing on its way.
  const lagging: PagingState = {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage: (options) => observer.fetchNextPage(options),
  }
  const table = (count: number) => (
    <InfiniteTable caption="Rows" columns={columns} rows={rowsUpTo(count)} rowKey={(row) => String(row.id)} paging={lagging} noun="rows" />
  )
  return { asked, table }
}

describe('InfiniteTable', () => {
  it('asks once for a page on its way, however often the list redraws before its paging state catches up', async () => {
    const { asked, table } = await pagedRows(3)

    const { rerender } = render(table(3))
    rerender(table(4))
    rerender(table(5))

    expect(asked).toEqual([0, 1])
  })

  it('Load more asks for the next page, and a second click joins the page on its way', async () => {
    const { asked, table } = await pagedRows(100)
    render(table(100))
    expect(screen.getAllByRole('row').length).toBeLessThan(50)
    expect(asked).toEqual([0])

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(asked).toEqual([0, 1])
  })
})
