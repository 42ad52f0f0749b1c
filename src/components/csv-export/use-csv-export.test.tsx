// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { requestJson } from '@/api/client'
import { createQueryClient } from '@/api/query-client'
import { csvFileName } from '@/lib/csv/csv-file-name'
import { startFixtureServer, TEST_ORIGIN } from '@/test/msw'
import { useCsvExport } from './use-csv-export'

vi.mock('@/lib/download-file', () => ({ downloadTextFile: vi.fn() }))

const server = startFixtureServer()
const url = `${TEST_ORIGIN}/export-probe`

function exportOf(headers: Record<string, string>) {
  server.use(http.get(url, () => HttpResponse.json({ rows: ['a', 'b'] }, { headers })))
  const query = {
    queryKey: ['export-probe', headers],
    queryFn: ({ signal }: { signal: AbortSignal }) => requestJson(url, z.object({ rows: z.array(z.string()) }), { signal }),
    initialPageParam: null,
    getNextPageParam: () => undefined,
  }
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(
    () =>
      useCsvExport({
        query,
        rowsOf: (page) => page.rows,
        columns: [{ header: 'row', value: (row: string) => row }],
        fileName: (flags) => csvFileName({ view: 'probe', chain: 'eth', address: '0xabc', filters: {}, ...flags }),
      }),
    { wrapper },
  )
}

describe('useCsvExport', () => {
  it('names a file built from a saved copy after it, with the time the copy was fetched', async () => {
    const { result } = exportOf({ 'x-chainview-saved-copy': '1', 'x-chainview-fetched-at': '2024-05-01T14:02:00Z' })
    await act(() => result.current.start())
    expect(result.current.state).toMatchObject({ status: 'saved', fileName: 'probe_eth_0xabc_saved-copy-2024-05-01T1402Z.csv' })
  })

  it('names a file built from fresh answers as usual', async () => {
    const { result } = exportOf({})
    await act(() => result.current.start())
    expect(result.current.state).toMatchObject({ status: 'saved', fileName: 'probe_eth_0xabc.csv' })
  })
})
