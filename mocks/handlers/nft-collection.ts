import { http } from 'msw'
import type { NftCollectionWire } from '../../src/api/nft-collection'
import { findCollection, notIndexedCollection, type CollectionPrices } from '../fixtures/nft-collection'
import { jsonResponse } from '../respond'
import { scenarioResponse } from '../scenarios'
import { fixturePath } from './paths'

const NO_PRICES: CollectionPrices = { floor_price: null, floor_price_usd: null, floor_price_currency: null, last_sale: null }

/** Register before the NFT handler: `/nft/:address/:tokenId` matches this path too. */
export const nftCollectionHandlers = [
  http.get(fixturePath('nft-collection'), ({ params, request }) => {
    const address = String(params.address)
    const failure = scenarioResponse(address)
    if (failure) return failure
    const url = new URL(request.url)
    const fixture = findCollection(address, url.searchParams.get('chain'))
    const collection: NftCollectionWire = fixture ? { ...fixture.collection } : notIndexedCollection(address)
    const body: NftCollectionWire =
      url.searchParams.get('include_prices')?.toLowerCase() === 'true' ? { ...collection, ...(fixture?.prices ?? NO_PRICES) } : collection
    return jsonResponse(body)
  }),
]
