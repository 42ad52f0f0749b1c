// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { EXAMPLE_SOLANA_TOKEN } from '../../../mocks/fixtures/solana-pairs'

const server = startFixtureServer()
const SOL = 'So11111111111111111111111111111111111111112'

function recordPairRequests(): URL[] {
  const requests: URL[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/pairs')) requests.push(new URL(request.url))
  })
  return requests
}

describe('Solana token pairs', () => {
  it('shows the token and its pairs from a deep link', async () => {
    await renderRoute(`/solana/mainnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`)
    expect(await screen.findByRole('heading', { name: /^Bonk\s*\(Bonk\)$/ })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Trading pairs/ })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Exchange', 'Pair', 'Tokens', 'Price', '24h %', '24h USD', 'Liquidity'])
    const first = within(table).getAllByRole('row')[1] as HTMLElement
    expect(within(first).getByText('Raydium AMM v4')).toBeInTheDocument()
    expect(within(first).getByText('$14.87M')).toHaveAttribute('title', '$14,873,220.57')
  })

  it('links the other token of a pair to its own pairs, and not the token itself', async () => {
    await renderRoute(`/solana/mainnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`)
    const table = await screen.findByRole('table', { name: /Trading pairs/ })
    const first = within(table).getAllByRole('row')[1] as HTMLElement
    expect(within(first).getByRole('link', { name: 'SOL' })).toHaveAttribute('href', `/solana/mainnet/token/${SOL}/pairs`)
    expect(within(first).queryByRole('link', { name: 'Bonk' })).not.toBeInTheDocument()
  })

  it('shows symbols without their padding', async () => {
    await renderRoute(`/solana/mainnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`)
    const table = await screen.findByRole('table', { name: /Trading pairs/ })
    const ray = within(table).getAllByRole('link', { name: 'RAY' })[0]
    expect(ray?.textContent).toBe('RAY')
    expect(within(table).queryByText(/\s$/, { selector: 'a' })).not.toBeInTheDocument()
  })

  it('sends the page size from the URL', async () => {
    const requests = recordPairRequests()
    await renderRoute(`/solana/devnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs?limit=2`)
    await screen.findByRole('table', { name: /Trading pairs/ })
    expect(requests[0]?.pathname).toMatch(/\/token\/devnet\/DezX.*\/pairs$/)
    expect(requests[0]?.searchParams.get('limit')).toBe('2')
  })

  it('says so when a token has no pairs', async () => {
    await renderRoute(`/solana/mainnet/token/${SOL}/pairs`)
    expect(await screen.findByText('No trading pairs found for this token on Solana mainnet.')).toBeInTheDocument()
  })

  it.each([
    ['an address that is not base58', `/solana/mainnet/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48/pairs`, /is not a valid Solana address/],
    ['an unknown network', `/solana/testnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`, /“testnet” is not a Solana network/],
    ['a page size out of range', `/solana/mainnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs?limit=51`, /limit must be a whole number from 1 to 50/],
  ])('explains %s and sends no request', async (_, url, message) => {
    const requests = recordPairRequests()
    await renderRoute(url)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(requests).toEqual([])
  })
})
