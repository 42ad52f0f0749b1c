// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recordRequests, startFixtureServer } from '@/test/msw'
import { renderRoute } from '@/test/render-route'
import { MAX_UINT256, NFT_CASES } from '../../../mocks/fixtures/nft'

const server = startFixtureServer()

type Case = { address: string; tokenId: string }
const viewOf = (nft: Case, search = '') => `/eth/nft/${nft.address}/${nft.tokenId}${search}`
const nftRequests = (requests: URL[]) => requests.filter((url) => /\/api\/v2\.2\/nft\/0x[0-9a-f]{40}\/(?!metadata)/.test(url.pathname))

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

  it.each([
    ['a hex token id without format=hex', viewOf({ address: NFT_CASES.example.address, tokenId: '0x1d47' }), /“0x1d47” is a hex token id; add format=hex/],
    ['a decimal token id with format=hex', viewOf(NFT_CASES.example, '?format=hex'), /“7495” is not a hex token id/],
    ['a token id that is not a number', viewOf({ address: NFT_CASES.example.address, tokenId: '12abc' }), /“12abc” is not a decimal token id/],
    ['a token id above 2^256 - 1', viewOf({ address: NFT_CASES.example.address, tokenId: `${MAX_UINT256 + 1n}` }), /larger than the largest token id/],
    ['a malformed contract', viewOf({ address: '0x1234', tokenId: '1' }), /“0x1234” is not a valid contract address/],
    ['an option that is not true or false', viewOf(NFT_CASES.example, '?media_items=yes'), /media_items must be true or false/],
  ])('sends no request for %s, and says why', async (_, url, message) => {
    const requests = recordRequests(server)
    await renderRoute(url)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(requests.filter((request) => request.pathname.startsWith('/proxy/'))).toEqual([])
  })

  it('asks for the same token when a hex token id comes with format=hex', async () => {
    const requests = recordRequests(server)
    await renderRoute(viewOf({ address: NFT_CASES.example.address, tokenId: '0x1d47' }, '?format=hex'))
    expect(await screen.findByRole('heading', { name: 'Bored Ape #7495', level: 1 })).toBeInTheDocument()
    expect(nftRequests(requests)[0]?.searchParams.get('format')).toBe('hex')
  })

  it('keeps a 78-digit ERC1155 token id and its amount exact', async () => {
    await renderRoute(viewOf(NFT_CASES.hugeErc1155))
    expect(await screen.findAllByText(MAX_UINT256.toString(), { exact: true })).not.toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent('250')
  })

  it('says so when a token has no media', async () => {
    await renderRoute(viewOf(NFT_CASES.noMedia))
    expect(await screen.findByRole('img', { name: 'This token has no image or animation.' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Genesis Pass #88', level: 1 })).toBeInTheDocument()
  })

  it('explains metadata that is broken JSON and keeps its text', async () => {
    await renderRoute(viewOf(NFT_CASES.brokenMetadata))
    expect(await screen.findByText('The token’s metadata is not valid JSON.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Azuki #4821', level: 1 })).toBeInTheDocument()
    await userEvent.click(within(await screen.findByRole('region', { name: 'Raw metadata' })).getByText('Metadata', { exact: true }))
    expect(await screen.findByLabelText('Metadata as JSON', { exact: true })).toHaveTextContent('"name": "Azuki #4821"')
  })

  it('says indexing has started when there is no metadata yet, and Refresh asks again', async () => {
    const requests = recordRequests(server)
    await renderRoute(viewOf(NFT_CASES.notIndexed))
    expect(await screen.findByText('No metadata yet.')).toBeInTheDocument()
    expect(screen.getByText(/started indexing the contract/)).toBeInTheDocument()
    expect(nftRequests(requests)).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(nftRequests(requests)).toHaveLength(2))
  })

  it('turning off preview media writes media_items=false to the URL and the request', async () => {
    const requests = recordRequests(server)
    const { router } = await renderRoute(viewOf(NFT_CASES.example))
    await screen.findByRole('heading', { name: 'Bored Ape #7495', level: 1 })
    await userEvent.click(screen.getByLabelText('Preview media'))
    await waitFor(() => expect(router.state.location.searchStr).toMatch(/media_items=false/))
    await waitFor(() => expect(nftRequests(requests).some((url) => url.searchParams.get('media_items') === 'false')).toBe(true))
    expect(screen.getByLabelText('Preview media')).not.toBeChecked()
  })

  it('explains an unknown token’s 404', async () => {
    await renderRoute(viewOf(NFT_CASES.unknown))
    expect(await screen.findByText(/Could not load this NFT: Not found/)).toBeInTheDocument()
    expect(screen.getByText(/No NFT found for this token id/)).toBeInTheDocument()
  })
})
