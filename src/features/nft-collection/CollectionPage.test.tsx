// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { COLLECTION_CASES, EXAMPLE_COLLECTION } from '../../../mocks/fixtures/nft-collection'

startFixtureServer()

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
})
