// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { CONTRACTS } from '../../../mocks/fixtures/nft-collection'
import { EXAMPLE_WALLET, INDEXING_WALLET } from '../../../mocks/fixtures/nft-transfers'

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

  it('says what an incomplete index means for the list', async () => {
    await renderRoute(`/eth/wallet/${INDEXING_WALLET}/nft-transfers`)
    expect(await screen.findByText('This wallet is still being indexed.')).toBeInTheDocument()
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

  it('sends no request for a malformed contract in the URL', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/wallet/${EXAMPLE_WALLET}/nft-transfers?contract_addresses=0xabc`)
    expect(await screen.findByText(/“0xabc” is not a valid contract address/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })
})
