// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { NFT_CASES } from '../../../mocks/fixtures/nft'

const server = startFixtureServer()

describe('NFT page', { timeout: 20_000 }, () => {
  it('shows the name, traits and last sale of the example token', async () => {
    await renderRoute(`/eth/nft/${NFT_CASES.example.address}/${NFT_CASES.example.tokenId}`)
    expect(await screen.findByRole('heading', { name: 'Bored Ape #7495', level: 1 })).toBeInTheDocument()
    const attributes = await screen.findByRole('region', { name: 'Attributes' })
    expect(within(attributes).getByText('+12.5%')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Last sale' })).getByTitle('12.4 WETH')).toHaveTextContent('12.4')
  })

  it('shows hostile metadata as text and loads none of its URLs', async () => {
    const { container } = await renderRoute(`/eth/nft/${NFT_CASES.hostile.address}/${NFT_CASES.hostile.tokenId}`)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('<script>window.__pwned = true</script>')
    expect(container.querySelectorAll('script, iframe, video, audio')).toHaveLength(0)
    const urls = [...container.querySelectorAll('[href], [src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
    expect(urls.filter((url) => /^\s*(javascript|data|vbscript):/i.test(url))).toEqual([])
  })

  it('sends no request for a token id that does not fit its format', async () => {
    const requests = recordRequests(server)
    await renderRoute(`/eth/nft/${NFT_CASES.example.address}/7495?format=hex`)
    expect(await screen.findByText(/“7495” is not a hex token id/)).toBeInTheDocument()
    expect(requests.filter((url) => url.pathname.startsWith('/proxy/'))).toEqual([])
  })
})
