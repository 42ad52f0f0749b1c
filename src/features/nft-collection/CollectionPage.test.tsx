// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { COLLECTION_CASES, EXAMPLE_COLLECTION } from '../../../mocks/fixtures/nft-collection'

const server = startFixtureServer()
const collectionRequests = (requests: URL[]) => requests.filter((url) => url.pathname.endsWith('/metadata'))

describe('collection page', { timeout: 20_000 }, () => {
  it('links only http(s) URLs, each opening without a handle on this page', async () => {
    await renderRoute(`/eth/collection/${EXAMPLE_COLLECTION}`)
    const links = await screen.findByRole('region', { name: 'Links' })
    const anchors = within(links).getAllByRole('link')
    expect(anchors).toHaveLength(6)
    for (const anchor of anchors) {
      expect(anchor.getAttribute('href')).toMatch(/^https:\/\//)
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('turns no hostile URL or handle into a link', async () => {
    await renderRoute(`/eth/collection/${COLLECTION_CASES.hostile}`)
    const links = await screen.findByRole('region', { name: 'Links' })
    expect(within(links).queryAllByRole('link')).toEqual([])
    expect(within(links).getByText('javascript:window.__pwned=true')).toBeInTheDocument()
  })

  it('shows the price fields include_prices brings', async () => {
    await renderRoute(`/eth/collection/${EXAMPLE_COLLECTION}?include_prices=true`)
    const prices = await screen.findByRole('region', { name: 'Prices' })
    expect(within(prices).getByText(/11\.85/)).toBeInTheDocument()
  })

  it.each([
    ['a malformed contract', '/eth/collection/0xnope', /“0xnope” is not a valid contract address/],
    ['include_prices that is not true or false', `/eth/collection/${EXAMPLE_COLLECTION}?include_prices=maybe`, /include_prices must be true or false/],
  ])('sends no request for %s, and says why', async (_, url, message) => {
    const requests = recordRequests(server)
    await renderRoute(url)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(requests.filter((request) => request.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('refuses a chain the collection operation does not list, naming the ones it does, and sends no request', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/palm/collection/${EXAMPLE_COLLECTION}`)
    await waitFor(() => expect(document.body).toHaveTextContent('Unknown chain “palm”'))
    expect(screen.getByText('ronin-testnet')).toBeInTheDocument()
    expect(requests.filter((request) => request.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('says indexing has started for a contract the service does not know, and Refresh asks again', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/collection/${COLLECTION_CASES.notIndexed}`)
    expect(await screen.findByText('This collection is not indexed yet.')).toBeInTheDocument()
    expect(collectionRequests(requests)).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(collectionRequests(requests)).toHaveLength(2))
  })
})
