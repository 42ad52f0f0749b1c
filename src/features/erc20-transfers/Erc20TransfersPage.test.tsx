// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { ERC20_TOKENS } from '../../../mocks/fixtures/erc20-transfers'
import { SCENARIO_ADDRESSES } from '../../../mocks/scenarios'

const server = startFixtureServer()
const [usdc, dai] = ERC20_TOKENS as [(typeof ERC20_TOKENS)[0], (typeof ERC20_TOKENS)[0]]

describe('ERC20 transfers table', () => {
  it('shows the token and its first transfers from a deep link', async () => {
    await renderRoute(`/eth/token/${usdc.address}`)
    expect(await screen.findByRole('heading', { name: /USD Coin/ })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /ERC20 transfers/ })
    const rows = within(table).getAllByRole('row')
    expect(rows.length).toBeGreaterThan(5)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Transaction', 'Age', 'Block', 'From', 'To', 'Amount', 'Flags'])
  })

  it('shows amounts with the token decimals, exact in the title', async () => {
    await renderRoute(`/eth/token/${dai.address}`)
    const amount = await screen.findByTitle('123,456.789012345678901234 DAI')
    expect(amount).toHaveTextContent('123,456.789012…')
  })

  it('sends no request for a malformed address and says why', async () => {
    const requests = recordRequests(server)
    await renderRoute('/eth/token/0x1234')
    expect(await screen.findByText(/is not a valid address/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('lists the valid chains for an unknown one', async () => {
    await renderRoute(`/atlantis/token/${usdc.address}`)
    expect(await screen.findByText(/Unknown chain/)).toBeInTheDocument()
    expect(screen.getByText('polygon-amoy')).toBeInTheDocument()
  })

  it('opens a link to a retired chain with the day it was retired, sending no request', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/palm/token/${usdc.address}`)
    expect(await screen.findByText('Palm was retired on 2024-11-22')).toBeInTheDocument()
    expect(screen.getByText(/stopped serving Palm on 2024-11-22/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('asks the API with the chain name when the URL uses the hex id, and the header names the chain', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/0x89/token/${usdc.address}`)
    await screen.findByRole('table')
    expect(requests.some((url) => url.searchParams.get('chain') === 'polygon')).toBe(true)
    expect(screen.getByLabelText('Chain')).toHaveValue('polygon')
  })

  it('sends no request for a malformed filter and says why', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/token/${usdc.address}?from_block=yesterday`)
    expect(await screen.findByText(/from_block must be a block number/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('says so when no transfer matches', async () => {
    await renderRoute(`/eth/token/${SCENARIO_ADDRESSES.empty}`)
    expect(await screen.findByText(/No transfers of this token match/)).toBeInTheDocument()
  })

  it('explains a rejected key without retrying', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/token/${SCENARIO_ADDRESSES.unauthorized}`)
    expect(await screen.findByText(/The API key was rejected/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.includes('/transfers'))).toHaveLength(1)
  })

  it('writes the filters into the URL and the request', async () => {
    const requests = recordRequests(server)
    const { router } = await renderRoute(`/eth/token/${usdc.address}`)
    await screen.findByRole('table')
    expect(screen.queryByLabelText('From block'), 'a plain link keeps the filters closed').not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    await userEvent.type(await screen.findByLabelText('From block'), '21239000')
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ from_block: '21239000' }))
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('from_block') === '21239000')).toBe(true))
  })

  it('keeps the table when the service answers malformed JSON on a retry of the same page', async () => {
    server.use(http.get('*/erc20/:address/transfers', () => new Response('not json', { status: 200 })))
    await renderRoute(`/eth/token/${usdc.address}`)
    expect(await screen.findByText(/not JSON/)).toBeInTheDocument()
  })
})
