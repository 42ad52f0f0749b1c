// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EXAMPLE_NFT, MAX_UINT256, NFT_CASES } from '../../mocks/fixtures/nft'
import { HOSTILE } from '../../mocks/fixtures/random'
import { NFT_NOT_FOUND_MESSAGE } from '../../mocks/handlers/nft'
import { SCENARIO_ADDRESSES } from '../../mocks/scenarios'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { safeHttpUrl, safeMediaUrl } from '@/lib/safe-url'
import { ApiError } from './errors'
import type { JsonField } from './fields'
import { fetchNft, type NftParams } from './nft'

startFixtureServer()

type Case = { address: string; tokenId: string }
const params = (nft: Case, extra: Partial<NftParams> = {}): NftParams => ({ chain: 'eth', address: nft.address, tokenId: nft.tokenId, ...extra })

interface Metadata {
  name?: string
  image?: string
  animation_url?: string
  attributes?: { trait_type?: string; value?: unknown; display_type?: string }[]
}

function parsed(field: JsonField): Metadata {
  if (field.state !== 'parsed') throw new Error(`metadata is ${field.state}`)
  return field.value as Metadata
}

function decodeBase64Utf8(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)))
}

describe('one NFT', () => {
  it('parses the example token metadata from its JSON string, with an ipfs:// image and every OpenSea display type', async () => {
    const nft = await fetchNft(params(EXAMPLE_NFT))
    expect(nft.token_address).toBe(EXAMPLE_NFT.address)
    expect(nft.token_id).toBe(EXAMPLE_NFT.tokenId)
    expect(nft.metadata.state).toBe('parsed')
    const metadata = parsed(nft.metadata)
    expect(metadata.image).toMatch(/^ipfs:\/\//)
    expect(safeMediaUrl(metadata.image, 'https://gateway.example/ipfs/')).toMatch(/^https:\/\/gateway\.example\/ipfs\/Qm/)
    const displayTypes = new Set(metadata.attributes?.map((attribute) => attribute.display_type).filter(Boolean))
    expect(displayTypes).toEqual(new Set(['number', 'boost_number', 'boost_percentage', 'date']))
    expect(nft.rarity_rank).toBe(412)
    expect(nft.rarity_label).toBe('Top 5%')
    expect(nft.rarity_percentage).toBe('4')
  })

  it('keeps the last sale price in raw wei as an exact bigint, paid in WETH with 18 decimals', async () => {
    const nft = await fetchNft(params(EXAMPLE_NFT))
    expect(nft.last_sale?.price).toBe(12_400_000_000_000_000_000n)
    expect(nft.last_sale?.price_formatted).toBe('12.4')
    expect(nft.last_sale?.usd_price_at_sale).toBe('38940.12')
    expect(nft.last_sale?.payment_token).toMatchObject({
      token_symbol: 'WETH',
      token_decimals: 18,
      token_address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    })
  })

  it('sends normalized_metadata only when normalizeMetadata=true', async () => {
    const plain = await fetchRaw(`${TEST_API_CONFIG.bases.evm}/api/v2.2/nft/${EXAMPLE_NFT.address}/${EXAMPLE_NFT.tokenId}?chain=eth`)
    expect(plain.body).not.toHaveProperty('normalized_metadata')
    expect(plain.body).not.toHaveProperty('media')
    const without = await fetchNft(params(EXAMPLE_NFT))
    expect(without.normalized_metadata.state).toBe('absent')
    const normalized = await fetchNft(params(EXAMPLE_NFT, { normalizeMetadata: true }))
    const value = parsed(normalized.normalized_metadata)
    expect(value.name).toBe('Bored Ape #7495')
    expect(value.attributes?.find((attribute) => attribute.display_type === 'date')).toMatchObject({ trait_type: 'Joined Club', value: '1619222400' })
  })

  it('sends preview media with low, medium and high sizes only when media_items=true', async () => {
    expect((await fetchNft(params(EXAMPLE_NFT))).media).toBeNull()
    const nft = await fetchNft(params(EXAMPLE_NFT, { media_items: true }))
    expect(nft.media).toMatchObject({ status: 'success', mimetype: 'image/png', original_media_url: expect.stringMatching(/^ipfs:\/\//) })
    expect(nft.media?.media_collection?.low).toMatchObject({ width: 64, height: 64 })
    expect(nft.media?.media_collection?.medium).toMatchObject({ width: 250, height: 250 })
    expect(nft.media?.media_collection?.high).toMatchObject({ width: 500, height: 500, url: expect.stringMatching(/^https:\/\//) })
  })

  it('describes a video token with an mp4 animation_url and a video mimetype', async () => {
    const nft = await fetchNft(params(NFT_CASES.video, { media_items: true }))
    expect(parsed(nft.metadata).animation_url).toMatch(/\.mp4$/)
    expect(nft.media?.mimetype).toBe('video/mp4')
  })

  it('describes an audio token with an mp3 animation_url and cover art', async () => {
    const nft = await fetchNft(params(NFT_CASES.audio, { media_items: true }))
    const metadata = parsed(nft.metadata)
    expect(metadata.animation_url).toMatch(/\.mp3$/)
    expect(metadata.image).toMatch(/^https:\/\//)
    expect(nft.media).toMatchObject({ mimetype: 'audio/mpeg', media_collection: null })
  })

  it('describes a token without any media', async () => {
    const nft = await fetchNft(params(NFT_CASES.noMedia, { media_items: true }))
    const metadata = parsed(nft.metadata)
    expect(metadata.image).toBeUndefined()
    expect(metadata.animation_url).toBeUndefined()
    expect(nft.media).toMatchObject({ status: 'unsupported_media', original_media_url: null, media_collection: null })
  })

  it('carries a base64 data: token URI that decodes to the token metadata', async () => {
    const nft = await fetchNft(params(NFT_CASES.dataBase64TokenUri))
    const prefix = 'data:application/json;base64,'
    expect(nft.token_uri?.startsWith(prefix)).toBe(true)
    expect(nft.metadata.state === 'parsed' && nft.metadata.raw).toBe(decodeBase64Utf8(nft.token_uri!.slice(prefix.length)))
    expect(parsed(nft.metadata).image).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('carries a plain data: token URI whose JSON follows the comma', async () => {
    const nft = await fetchNft(params(NFT_CASES.dataPlainTokenUri))
    const prefix = 'data:application/json,'
    expect(nft.token_uri?.startsWith(prefix)).toBe(true)
    expect(JSON.parse(nft.token_uri!.slice(prefix.length))).toMatchObject({ name: 'Onchain Monster #9' })
  })

  it('reports metadata that is broken JSON as invalid and keeps its text', async () => {
    const nft = await fetchNft(params(NFT_CASES.brokenMetadata, { normalizeMetadata: true }))
    expect(nft.metadata.state).toBe('invalid')
    if (nft.metadata.state === 'invalid') {
      expect(nft.metadata.raw).toContain('"name": "Azuki #4821"')
      expect(nft.metadata.error.length).toBeGreaterThan(0)
    }
    expect(parsed(nft.normalized_metadata)).toMatchObject({ name: null, image: null, attributes: [] })
  })

  it('reports metadata of a token still being indexed as absent', async () => {
    const nft = await fetchNft(params(NFT_CASES.notIndexed, { media_items: true }))
    expect(nft.metadata).toEqual({ state: 'absent' })
    expect(nft.token_uri).toBeNull()
    expect(nft.last_metadata_sync).toBeNull()
    expect(nft.media?.status).toBe('processing')
  })

  it('keeps the ERC1155 token id 2^256-1 and its amount exact', async () => {
    const nft = await fetchNft(params(NFT_CASES.hugeErc1155))
    expect(nft.token_id).toBe(MAX_UINT256.toString())
    expect(nft.token_id).toBe('115792089237316195423570985008687907853269984665640564039457584007913129639935')
    expect(nft.contract_type).toBe('ERC1155')
    expect(nft.amount).toBe(250n)
  })

  it('resolves a token id given in hex with format=hex to the same token', async () => {
    const ape = await fetchNft(params({ address: EXAMPLE_NFT.address, tokenId: `0x${BigInt(EXAMPLE_NFT.tokenId).toString(16)}` }, { format: 'hex' }))
    expect(ape.token_id).toBe(EXAMPLE_NFT.tokenId)
    const huge = await fetchNft(params({ address: NFT_CASES.hugeErc1155.address, tokenId: 'f'.repeat(64) }, { format: 'hex' }))
    expect(huge.token_id).toBe(MAX_UINT256.toString())
  })

  it('keeps hostile strings as text and puts no safe URL in any URL field of the hostile token', async () => {
    const nft = await fetchNft(params(NFT_CASES.hostile, { media_items: true, normalizeMetadata: true }))
    const metadata = parsed(nft.metadata) as Metadata & Record<string, string>
    expect(nft.name).toContain(HOSTILE.script)
    expect(nft.symbol).toBe(HOSTILE.img)
    expect(metadata.name).toContain(HOSTILE.script)
    expect(metadata.attributes?.[0]).toMatchObject({ trait_type: HOSTILE.script, value: HOSTILE.img })
    const urls = [
      nft.token_uri,
      metadata.image,
      metadata.image_url,
      metadata.animation_url,
      metadata.external_url,
      nft.media?.original_media_url,
      nft.media?.media_collection?.low?.url,
      nft.media?.media_collection?.medium?.url,
      nft.media?.media_collection?.high?.url,
      nft.last_sale?.payment_token?.token_logo,
    ]
    expect(urls.every((url) => typeof url === 'string' && /^(javascript|data|vbscript):/i.test(url))).toBe(true)
    expect(urls.map((url) => safeMediaUrl(url) ?? safeHttpUrl(url))).toEqual(urls.map(() => null))
  })

  it('points the broken-image token at a host that never resolves, so the UI falls back', async () => {
    const nft = await fetchNft(params(NFT_CASES.brokenImage, { media_items: true }))
    expect(parsed(nft.metadata).image).toMatch(/^https:\/\/media\.invalid\//)
    expect(nft.media?.status).toBe('host_unavailable')
    expect(nft.amount).toBe(3n)
  })

  it('answers an unknown token with 404 and a message', async () => {
    const error = await fetchNft(params(NFT_CASES.unknown)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 404, message: NFT_NOT_FOUND_MESSAGE })
  })

  it('fails scenario contracts as their scenario says', async () => {
    await expect(fetchNft(params({ address: SCENARIO_ADDRESSES.unauthorized, tokenId: '1' }))).rejects.toMatchObject({ status: 401 })
    await expect(fetchNft(params({ address: SCENARIO_ADDRESSES.rateLimited, tokenId: '1' }))).rejects.toMatchObject({ status: 429, retryAfterMs: 2000 })
    await expect(fetchNft(params({ address: SCENARIO_ADDRESSES.serverError, tokenId: '1' }))).rejects.toMatchObject({ status: 500 })
  })
})
