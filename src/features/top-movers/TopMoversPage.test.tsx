// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../../../mocks/fixtures/top-movers'

const server = startFixtureServer()

beforeEach(() => {
  sessionStorage.clear()
})

function recordBoardRequests(): URL[] {
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/top-movers')) requests.push(new URL(request.url))
  })
  return requests
}

const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name })

describe('top movers board', () => {
  it('shows gainers and losers with price, changes and market cap', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    const losers = screen.getByRole('table', { name: /Losers/ })
    expect(within(gainers).getAllByRole('row')).toHaveLength(11)
    expect(within(losers).getAllByRole('row')).toHaveLength(11)
    const mog = rowOf(gainers, /Mog Coin/)
    expect(within(mog).getByText('$0.00000123')).toHaveAttribute('title', '$0.00000123')
    expect(within(mog).getByText('+48.21%')).toHaveClass('text-gain')
    expect(within(mog).getByText('$480.22M')).toHaveAttribute('title', '$480,221,904.55')
    expect(within(rowOf(losers, /ApeCoin/)).getByText('-18.44%')).toHaveClass('text-loss')
    expect(within(mog).getByRole('link', { name: 'Mog Coin' })).toHaveAttribute('href', '/eth/token/0xaaee1a9723aadb7afa2810263653a34ba2c21c7a')
  })

  it('marks rows that moved up, down or are new after a refresh', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    expect(within(gainers).queryByText('New')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }))
    await waitFor(() => expect(within(screen.getByRole('table', { name: /Gainers/ })).getAllByText('New')).toHaveLength(2))
    const board = screen.getByRole('table', { name: /Gainers/ })
    expect(rowOf(board, /Pepe/)).toHaveTextContent('Up 1 place')
    expect(rowOf(board, /Ondo/)).toHaveTextContent('Down 1 place')
    expect(rowOf(board, /Virtual Protocol/)).toHaveTextContent('New')
    expect(screen.getByText(/Since the last refresh: \d+ up, \d+ down, \d+ new/)).toBeInTheDocument()
  })

  it('sorts a list when a column header is clicked, and says how in aria-sort', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    const price = within(gainers).getByRole('button', { name: /Price/ })
    await userEvent.click(price)
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'descending')
    expect(within(gainers).getAllByRole('row')[1]).toHaveTextContent('ChainLink Token')
    await userEvent.click(price)
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(within(gainers).getAllByRole('row')[1]).toHaveTextContent('Mog Coin')
    expect(within(gainers).getByRole('button', { name: /Rank/ }).closest('th')).not.toHaveAttribute('aria-sort')
  })

  it('keeps the last board and says it is stale when a refresh fails', async () => {
    sessionStorage.setItem(FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.failAfterFirst)
    await renderRoute('/market/top-movers')
    await screen.findByRole('table', { name: /Gainers/ })
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }))
    expect(await screen.findByText('This board is stale: the last refresh failed.')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: /Gainers/ })).toHaveTextContent('Mog Coin')
  })

  it('says the service does not offer the board on a 404, without Retry or further requests', async () => {
    sessionStorage.setItem(FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.notFound)
    const requests = recordBoardRequests()
    await renderRoute('/market/top-movers?refresh=2')
    expect(await screen.findByText('This data service does not offer the top-movers board')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Retry|Refresh now/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(requests).toHaveLength(1)
  })

  it('reads the interval from the URL and writes a new choice back', async () => {
    const { router } = await renderRoute('/market/top-movers?refresh=off')
    const select = await screen.findByLabelText('Auto-refresh')
    expect(select).toHaveValue('off')
    expect(screen.getByText('Paused')).toBeInTheDocument()
    await userEvent.selectOptions(select, '30')
    await waitFor(() => expect(router.state.location.search).toEqual({ refresh: '30' }))
    await userEvent.selectOptions(select, '60')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('offers an interval from a shared link that is not on the usual list', async () => {
    await renderRoute('/market/top-movers?refresh=2')
    expect(await screen.findByLabelText('Auto-refresh')).toHaveValue('2')
    expect(screen.getByRole('option', { name: 'Every 2 s' })).toBeInTheDocument()
  })

  it('explains an unusable refresh value and sends no request', async () => {
    const requests = recordBoardRequests()
    await renderRoute('/market/top-movers?refresh=fast')
    expect(await screen.findByText(/refresh must be “off” or a number of seconds/)).toBeInTheDocument()
    expect(requests).toEqual([])
  })
})
