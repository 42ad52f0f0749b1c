// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { requestJson } from '@/api/client'
import { createQueryClient } from '@/api/query-client'
import { startFixtureServer, TEST_ORIGIN } from '@/test/msw'
import { SavedCopyNotice } from './SavedCopyNotice'

const server = startFixtureServer()
const url = `${TEST_ORIGIN}/notice-probe`

/** The service as nginx answers: a saved copy fetched at 14:02 UTC today while `outage.on`, fresh data after. */
function serve(outage: { on: boolean }) {
  const fetchedAt = new Date()
  fetchedAt.setUTCHours(14, 2, 0, 0)
  server.use(
    http.get(url, () =>
      outage.on
        ? HttpResponse.json({ price: 'old' }, { headers: { 'x-chainview-saved-copy': '1', 'x-chainview-fetched-at': fetchedAt.toISOString() } })
        : HttpResponse.json({ price: 'new' }, { headers: { 'x-chainview-fetched-at': new Date().toISOString() } }),
    ),
  )
}

function Price() {
  const query = useQuery({ queryKey: ['notice-probe'], queryFn: ({ signal }) => requestJson(url, z.object({ price: z.string() }), { signal }) })
  return <p>Price: {query.data?.price ?? '…'}</p>
}

function renderView() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SavedCopyNotice refreshMs={50} />
      <Price />
    </QueryClientProvider>,
  )
}

describe('SavedCopyNotice', () => {
  it('says the data is a saved copy and from when, then refreshes by itself and goes once fresh data comes back', async () => {
    const outage = { on: true }
    serve(outage)
    renderView()
    expect(await screen.findByText('Price: old')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Saved copy from 14:02 UTC — the data service is not answering right now; it will refresh by itself.')

    outage.on = false
    expect(await screen.findByText('Price: new')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  })

  it('shows nothing beside fresh data', async () => {
    serve({ on: false })
    renderView()
    expect(await screen.findByText('Price: new')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
