// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { CONTRACTS } from '../../../mocks/fixtures/nft-collection'
import { EXAMPLE_WALLET, INDEXING_WALLET, SINGLE_RESULT_WALLET } from '../../../mocks/fixtures/nft-transfers'
import { SCENARIO_ADDRESSES } from '../../../mocks/scenarios'

const server = startFixtureServer()

describe('NFT transfers page', { timeout: 20_000 }, () => {
  it('opens a link on a chain whose NFT operations the provider retired with the day, sending no request', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/gnosis/wallet/${EXAMPLE_WALLET}/nft-transfers`)
    expect(await screen.findByText('Gnosis NFT data was retired on 2024-12-06')).toBeInTheDocument()
    expect(screen.getByText(/stopped serving Gnosis NFT data on 2024-12-06/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('names each collection and links the token', async () => {
    await renderRoute(`/eth/wallet/${EXAMPLE_WALLET}/nft-transfers`)
    const table = await screen.findByRole('table', { name: /NFT transfers of this wallet/ })
    expect(await within(table).findAllByText('Bored Ape Yacht Club')).not.toHaveLength(0)
    expect(within(table).getByRole('link', { name: '#7495' })).toHaveAttribute('href', `/eth/nft/${CONTRACTS.apes}/7495`)
  })

  it('asks for each collection once, however many rows share it', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/wallet/${EXAMPLE_WALLET}/nft-transfers`)
    const table = await screen.findByRole('table', { name: /NFT transfers of this wallet/ })
    expect((await within(table).findAllByText('Bored Ape Yacht Club')).length).toBeGreaterThan(1)
    const lookups = requests.map((url) => url.pathname).filter((path) => path.endsWith('/metadata'))
    expect(lookups).toContain(`/proxy/evm/api/v2.2/nft/${CONTRACTS.apes}/metadata`)
    expect(new Set(lookups).size).toBe(lookups.length)
  })

  it('says what an incomplete index and a block the service does not have mean for the list', async () => {
    await renderRoute(`/eth/wallet/${INDEXING_WALLET}/nft-transfers`)
    const note = await screen.findByRole('note', { name: 'About this list' })
    expect(note).toHaveTextContent('This wallet is still being indexed')
    expect(note).toHaveTextContent('transfers may be missing')
    expect(note).toHaveTextContent('does not have the requested block yet')
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('shows a page sent as a single object', async () => {
    await renderRoute(`/eth/wallet/${SINGLE_RESULT_WALLET}/nft-transfers`)
    expect(await screen.findByText('End of list · 1 transfers')).toBeInTheDocument()
  })

  it('says so when no transfer matches', async () => {
    await renderRoute(`/eth/wallet/${SCENARIO_ADDRESSES.empty}/nft-transfers`)
    expect(await screen.findByText('No NFT transfers of this wallet match these filters.')).toBeInTheDocument()
  })

  it('writes an added contract into the URL and the request', async () => {
    const requests = recordRequests(server)
    const { router } = await renderRoute(`/eth/wallet/${EXAMPLE_WALLET}/nft-transfers`)
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    await userEvent.click(await screen.findByLabelText('Contract address'))
    await userEvent.paste(CONTRACTS.azuki)
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(router.state.location.searchStr).toBe(`?contract_addresses=${CONTRACTS.azuki}`))
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('contract_addresses[0]') === CONTRACTS.azuki)).toBe(true))
  })

  it.each([
    ['a malformed wallet', '/eth/wallet/0xnot-a-wallet/nft-transfers', /is not a valid wallet address/],
    [
      'a malformed contract filter',
      `/eth/wallet/${EXAMPLE_WALLET}/nft-transfers?contract_addresses=0xabc`,
      /“0xabc” is not a valid contract address in contract_addresses/,
    ],
    ['an unknown format', `/eth/wallet/${EXAMPLE_WALLET}/nft-transfers?format=octal`, /format must be decimal or hex/],
  ])('sends no request for %s in the URL, and says why', async (_, url, message) => {
    const requests = recordRequests(server)
    await renderRoute(url)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(requests.filter((request) => request.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('refuses a contract that is not an address in the filter bar, leaving the URL alone', async () => {
    const { router } = await renderRoute(`/eth/wallet/${EXAMPLE_WALLET}/nft-transfers`)
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    await userEvent.type(await screen.findByLabelText('Contract address'), '0x1234{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(/“0x1234” is not a valid contract address/)
    expect(router.state.location.searchStr).not.toMatch(/contract_addresses/)
  })
})
