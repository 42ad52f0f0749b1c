import { http } from 'msw'
import type { NftWire } from '../../src/api/nft'
import { findNft, normalizeMetadata, parseTokenId } from '../fixtures/nft'
import { errorResponse, jsonResponse } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

export const NFT_NOT_FOUND_MESSAGE = 'No NFT found for this token id'

const isTrue = (value: string | null) => value?.trim().toLowerCase() === 'true'

export const nftHandlers = [
  http.get(fixturePath('nft'), ({ params, request }) => {
    const tokenIdText = String(params.tokenId)
    // `/nft/:address/metadata` is the collection operation: fall through to its handler.
    if (tokenIdText === 'metadata') return undefined
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    const url = new URL(request.url)
    const format = url.searchParams.get('format')
    if (format !== null && format !== 'decimal' && format !== 'hex') return errorResponse(400, ['format must be one of: decimal, hex'])
    const tokenId = parseTokenId(tokenIdText, format)
    if (tokenId === null) return errorResponse(400, [`token_id ${tokenIdText.slice(0, 80)} is not a valid ${format ?? 'decimal'} token id`])
    const fixture = findNft(address, tokenId)
    if (!fixture) return errorResponse(404, NFT_NOT_FOUND_MESSAGE)
    const body: NftWire = { ...fixture.nft }
    if (isTrue(url.searchParams.get('normalizeMetadata'))) {
      body.normalized_metadata = normalizeMetadata(typeof fixture.nft.metadata === 'string' ? fixture.nft.metadata : null)
    }
    if (isTrue(url.searchParams.get('media_items'))) body.media = fixture.media
    return jsonResponse(body)
  }),
]
