// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../../../mocks/fixtures/top-movers'
import { TRENDING_SOLANA_MINT } from '../../../mocks/fixtures/trending-tokens'

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

function recordTrendingRequests(): URL[] {
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/tokens/trending')) requests.push(new URL(request.url))
  })
  return requests
}

describe('top movers board', () => {
  it('shows the trending tokens’ largest rises and falls over 24 hours, digit for digit, each linked by its chain', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    const losers = screen.getByRole('table', { name: /Losers/ })
    expect(within(gainers).getAllByRole('row')).toHaveLength(11)
    expect(within(losers).getAllByRole('row')).toHaveLength(11)
    const bonk = rowOf(gainers, /Bonk/)
    expect(within(bonk).getByText('+412.123456789%')).toHaveClass('text-gain')
    expect(within(bonk).getByTitle('$0.000000000000123456789012')).toHaveTextContent('$0.0000000000001235')
    expect(within(bonk).getByRole('link', { name: 'Bonk' })).toHaveAttribute('href', `/solana/mainnet/token/${TRENDING_SOLANA_MINT}/pairs`)
    const colossal = rowOf(losers, /Wrapped Colossal Supply/)
    expect(within(colossal).getByText('-99.999999999%')).toHaveClass('text-loss')
    expect(within(colossal).getByRole('link', { name: 'Wrapped Colossal Supply' }).getAttribute('href')).toMatch(/^\/eth\/token\/0x[0-9a-f]{40}$/)
    for (const name of [/^24h/, /^Volume 24h/, /^Market cap/]) expect(within(gainers).getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByText(/Source: the data service’s trending tokens/)).toBeInTheDocument()
  })

  it('ranks by the window and narrows to the chain the URL names, and asks the service for that chain only', async () => {
    const requests = recordTrendingRequests()
    await renderRoute('/market/top-movers?window=1h&chain=base')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    expect(screen.getByLabelText('Change over')).toHaveValue('1h')
    expect(screen.getByLabelText('Tokens on')).toHaveValue('base')
    expect(within(gainers).getByRole('columnheader', { name: /^1h/ })).toBeInTheDocument()
    for (const link of within(gainers).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/base\/token\//)
    expect(requests.map((url) => url.searchParams.get('chain'))).toEqual(['base'])
    expect(requests[0]?.searchParams.get('limit')).toBe('100')
  })

  it('writes a new window and chain into the URL', async () => {
    const { router } = await renderRoute('/market/top-movers')
    await userEvent.selectOptions(await screen.findByLabelText('Change over'), '4h')
    await waitFor(() => expect(router.state.location.search).toEqual({ window: '4h' }))
    await userEvent.selectOptions(screen.getByLabelText('Tokens on'), 'solana')
    await waitFor(() => expect(router.state.location.search).toEqual({ window: '4h', chain: 'solana' }))
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    await waitFor(() => expect(within(gainers).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/solana\/mainnet\/token\//))
  })

  it('marks rows that moved up, down or are new after a refresh', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    expect(within(gainers).queryByText('New')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }))
    expect(await screen.findByText(/Since the last refresh: \d+ up, \d+ down, \d+ new/)).toBeInTheDocument()
    const marked = screen.getAllByRole('row').filter((row) => /Up \d+ place|Down \d+ place|New/.test(row.textContent ?? ''))
    expect(marked.length).toBeGreaterThan(0)
  })

  it('sorts a list when a column header is clicked, and says how in aria-sort', async () => {
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    const price = within(gainers).getByRole('button', { name: /Price/ })
    await userEvent.click(price)
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(price)
    expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(within(gainers).getAllByRole('row')[1]).toHaveTextContent('Bonk')
    expect(within(gainers).getByRole('button', { name: /Rank/ }).closest('th')).not.toHaveAttribute('aria-sort')
  })

  it('keeps the last board and says it is stale when a refresh fails', async () => {
    sessionStorage.setItem(FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.failAfterFirst)
    await renderRoute('/market/top-movers')
    await screen.findByRole('table', { name: /Gainers/ })
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }))
    expect(await screen.findByText('This board is stale: the last refresh failed.')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: /Gainers/ })).toHaveTextContent('Bonk')
  })

  it('shows the older movers board, as before, where the service has no trending tokens', async () => {
    sessionStorage.setItem(FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.moversOnly)
    await renderRoute('/market/top-movers')
    const gainers = await screen.findByRole('table', { name: /Gainers/ })
    const mog = rowOf(gainers, /Mog Coin/)
    expect(within(mog).getByText('+48.21%')).toHaveClass('text-gain')
    expect(within(mog).getByText('$480.22M')).toHaveAttribute('title', '$480,221,904.55')
    expect(within(mog).getByRole('link', { name: 'Mog Coin' })).toHaveAttribute('href', '/eth/token/0xaaee1a9723aadb7afa2810263653a34ba2c21c7a')
    expect(within(gainers).getByRole('columnheader', { name: /7d/ })).toBeInTheDocument()
    expect(screen.getByText(/Source: the data service’s ERC20 top movers/)).toBeInTheDocument()
  })

  it('says the service offers no board when both operations answer 404, without Retry or further requests', async () => {
    sessionStorage.setItem(FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.notFound)
    const requests = recordBoardRequests()
    await renderRoute('/market/top-movers?refresh=2')
    expect(await screen.findByText('Top movers are not offered by this data service')).toBeInTheDocument()
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

  it('explains an unusable refresh, window and chain together, and sends no request', async () => {
    const requests = recordBoardRequests()
    await renderRoute('/market/top-movers?refresh=fast&window=7d&chain=fantom')
    expect(await screen.findByText(/refresh must be “off” or a number of seconds/)).toBeInTheDocument()
    expect(screen.getByText(/window must be 1h, 4h, 12h, 24h/)).toBeInTheDocument()
    expect(screen.getByText(/“fantom” is not a chain the board covers/)).toBeInTheDocument()
    expect(requests).toEqual([])
  })
})
