import { describe, expect, it } from 'vitest'
import { nftCollectionSchema } from '@/api/nft-collection'
import { isUnindexed, readCollectionPrices } from './collection-prices'

const base = {
  token_address: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
  name: 'Bored Ape Yacht Club',
  symbol: 'BAYC',
  contract_type: 'ERC721',
  synced_at: '2026-11-20T08:14:31.000Z',
}
const collection = (extra: Record<string, unknown> = {}) => nftCollectionSchema.parse({ ...base, ...extra })

describe('collection prices', () => {
  it('is null when the service added no field', () => {
    expect(readCollectionPrices(collection())).toBeNull()
  })

  it('reads the floor price and the last sale, keeping raw amounts exact', () => {
    const prices = readCollectionPrices(
      collection({
        floor_price: '11.85',
        floor_price_usd: '37210.447',
        floor_price_currency: 'eth',
        last_sale: { price: '12400000000000000000', price_formatted: '12.4', token_id: '7495', payment_token: { token_symbol: 'ETH', token_decimals: '18' } },
      }),
    )
    expect(prices).toMatchObject({ floorPrice: '11.85', floorPriceUsd: '37210.447', floorPriceCurrency: 'eth', other: [] })
    expect(prices?.lastSale?.price).toBe(12_400_000_000_000_000_000n)
    expect(prices?.lastSale?.payment_token?.token_decimals).toBe(18)
  })

  it('keeps fields it does not know, and known ones it cannot read, as they came', () => {
    const prices = readCollectionPrices(collection({ floor_price: 'cheap', volume_24h: '104.2', last_sale: null }))
    expect(prices).toMatchObject({ floorPrice: null, lastSale: null })
    expect(prices?.other).toEqual([
      ['volume_24h', '104.2'],
      ['floor_price', 'cheap'],
    ])
  })

  it('knows a collection the service has not indexed yet', () => {
    expect(isUnindexed(nftCollectionSchema.parse({ token_address: base.token_address, name: null, symbol: null }))).toBe(true)
    expect(isUnindexed(collection())).toBe(false)
  })
})
