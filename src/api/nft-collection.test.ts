// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COLLECTION_CASES, CONTRACTS, EXAMPLE_COLLECTION } from '../../mocks/fixtures/nft-collection'
import { HOSTILE } from '../../mocks/fixtures/random'
import { SCENARIO_ADDRESSES } from '../../mocks/scenarios'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { safeHttpUrl } from '@/lib/safe-url'
import { fetchNftCollection } from './nft-collection'

startFixtureServer()

const URL_FIELDS = ['collection_logo', 'collection_banner_image', 'project_url', 'wiki_url', 'discord_url', 'telegram_url'] as const

describe('NFT collection metadata', () => {
  it('answers /nft/:address/metadata with the collection, not with a token called "metadata"', async () => {
    const collection = await fetchNftCollection({ chain: 'eth', address: EXAMPLE_COLLECTION })
    expect(collection).toMatchObject({ token_address: EXAMPLE_COLLECTION, name: 'Bored Ape Yacht Club', symbol: 'BAYC', contract_type: 'ERC721' })
    expect(collection.possible_spam).toBe(false)
    expect(collection.verified_collection).toBe(true)
  })

  it('carries every link of a collection that has them all', async () => {
    const collection = await fetchNftCollection({ chain: 'eth', address: COLLECTION_CASES.allLinks })
    for (const field of URL_FIELDS) expect(safeHttpUrl(collection[field]), field).not.toBeNull()
    expect(collection.twitter_username).toBe('BoredApeYC')
    expect(collection.instagram_username).toBe('boredapeyachtclub')
  })

  it('keeps the hostile collection name as text and has no safe URL in any URL field', async () => {
    const collection = await fetchNftCollection({ chain: 'eth', address: COLLECTION_CASES.hostile })
    expect(collection.name).toContain(HOSTILE.script)
    expect(collection.possible_spam).toBe(true)
    for (const field of URL_FIELDS) {
      expect(collection[field], field).toMatch(/^(javascript|data|vbscript):/i)
      expect(safeHttpUrl(collection[field]), field).toBeNull()
    }
  })

  it('knows the ronin collection on ronin, by name or hex id, and not on eth', async () => {
    const { chain, address } = COLLECTION_CASES.ronin
    expect(await fetchNftCollection({ chain, address })).toMatchObject({ name: 'Axie', symbol: 'AXIE' })
    expect(await fetchNftCollection({ chain: '0x7e4', address })).toMatchObject({ name: 'Axie' })
    expect(await fetchNftCollection({ chain: 'eth', address })).toMatchObject({ name: null, symbol: null })
  })

  it('adds floor price and last sale fields only with include_prices=true', async () => {
    const plain = await fetchNftCollection({ chain: 'eth', address: EXAMPLE_COLLECTION })
    expect(plain).not.toHaveProperty('floor_price')
    const priced = await fetchNftCollection({ chain: 'eth', address: EXAMPLE_COLLECTION, include_prices: true })
    expect(priced).toMatchObject({ floor_price: '11.85', floor_price_usd: '37210.447', floor_price_currency: 'eth' })
    expect(priced.last_sale).toMatchObject({ price: '12400000000000000000', price_formatted: '12.4', payment_token: { token_symbol: 'ETH' } })
  })

  it('sends price fields as null for a collection without sales', async () => {
    const priced = await fetchNftCollection({ chain: 'eth', address: CONTRACTS.tapes, include_prices: true })
    expect(priced).toMatchObject({ floor_price: null, floor_price_usd: null, last_sale: null })
  })

  it('answers a contract that is not indexed yet with 200 and mostly nulls', async () => {
    const raw = await fetchRaw(`${TEST_API_CONFIG.bases.evm}/api/v2.2/nft/${COLLECTION_CASES.notIndexed}/metadata?chain=eth`)
    expect(raw.status).toBe(200)
    const collection = await fetchNftCollection({ chain: 'eth', address: COLLECTION_CASES.notIndexed })
    expect(collection.token_address).toBe(COLLECTION_CASES.notIndexed)
    expect(collection).toMatchObject({ name: null, symbol: null, synced_at: null, contract_type: null, collection_logo: null, project_url: null })
    expect(collection.possible_spam).toBe(false)
  })

  it('fails scenario contracts as their scenario says', async () => {
    await expect(fetchNftCollection({ chain: 'eth', address: SCENARIO_ADDRESSES.unauthorized })).rejects.toMatchObject({ status: 401 })
    await expect(fetchNftCollection({ chain: 'eth', address: SCENARIO_ADDRESSES.rateLimited })).rejects.toMatchObject({ status: 429 })
    await expect(fetchNftCollection({ chain: 'eth', address: SCENARIO_ADDRESSES.rateLimited })).resolves.toMatchObject({ name: null })
  })
})
