// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../mocks/fixtures/nft-collection'
import {
  EXAMPLE_WALLET,
  INDEXING_WALLET,
  NFT_TRANSFER_CASES,
  NFT_TRANSFER_COUNTS,
  SINGLE_RESULT_WALLET,
  ZERO_ADDRESS,
} from '../../mocks/fixtures/nft-transfers'
import { HOSTILE } from '../../mocks/fixtures/random'
import { NFT_TRANSFERS_PAGE_SIZE } from '../../mocks/handlers/nft-transfers'
import { SCENARIO_ADDRESSES } from '../../mocks/scenarios'
import { fetchRaw, TEST_API_CONFIG, startFixtureServer } from '@/test/msw'
import { ApiError } from './errors'
import { fetchNftTransfers, nftTransfersPageSchema, type NftTransfer, type NftTransfersParams } from './nft-transfers'

startFixtureServer()

const wallet: NftTransfersParams = { chain: 'eth', address: EXAMPLE_WALLET }

async function allTransfers(params: NftTransfersParams): Promise<{ items: NftTransfer[]; cursors: (string | null)[] }> {
  const items: NftTransfer[] = []
  const cursors: (string | null)[] = []
  let cursor: string | null = null
  do {
    const page = await fetchNftTransfers(params, cursor)
    items.push(...page.items)
    cursors.push(page.cursor)
    cursor = page.cursor
  } while (cursor && cursors.length < 20)
  return { items, cursors }
}

const rawUrl = (address: string, query: string) => `${TEST_API_CONFIG.bases.evm}/api/v2.2/${address}/nft/transfers?${query}`

describe('NFT transfers of a wallet', () => {
  it('pages the example wallet 25 at a time through three pages, the last with no cursor', async () => {
    const { items, cursors } = await allTransfers(wallet)
    expect(cursors).toHaveLength(3)
    expect(cursors.slice(0, 2).every((cursor) => typeof cursor === 'string' && cursor.length > 0)).toBe(true)
    expect(cursors[2]).toBeNull()
    expect(items).toHaveLength(NFT_TRANSFER_COUNTS.example)
    expect(new Set(items.map((item) => item.transaction_hash)).size).toBe(items.length)
  })

  it('ends the last page with an empty-string cursor on the wire, which the client reads as no next page', async () => {
    const { body } = await fetchRaw(rawUrl(EXAMPLE_WALLET, 'chain=eth&limit=100'))
    expect(body).toMatchObject({ cursor: '', page: '0', page_size: '100', block_exists: true, index_complete: true })
  })

  it('honours the limit parameter', async () => {
    const page = await fetchNftTransfers({ ...wallet, limit: 7 }, null)
    expect(page.items).toHaveLength(7)
    expect(page.pageSize).toBe(7)
    expect(page.cursor).not.toBeNull()
    const first = await fetchNftTransfers(wallet, null)
    expect(first.pageSize).toBe(NFT_TRANSFERS_PAGE_SIZE)
  })

  it('returns the newest transfer first, with block numbers as exact bigints', async () => {
    const { items } = await allTransfers(wallet)
    const blocks = items.map((item) => item.block_number)
    expect(blocks.every((block) => typeof block === 'bigint')).toBe(true)
    expect([...blocks].sort((a, b) => (a! < b! ? 1 : a! > b! ? -1 : 0))).toEqual(blocks)
  })

  it('keeps missing labels as null and hostile labels as plain text', async () => {
    const { items } = await allTransfers(wallet)
    expect(items.some((item) => item.from_address_label === null && item.to_address_label === null)).toBe(true)
    expect(items.some((item) => item.from_address_entity === 'Blur')).toBe(true)
    const labels = items.flatMap((item) => [item.from_address_label, item.from_address_entity, item.from_address_entity_logo])
    expect(labels).toContain(HOSTILE.img)
    expect(labels).toContain(HOSTILE.script)
    expect(labels).toContain(HOSTILE.javascriptUrl)
    expect(items.some((item) => item.possible_spam && item.token_address === NFT_TRANSFER_CASES.hostileContract)).toBe(true)
  })

  it('keeps a token id of 2^256-1 as its exact decimal text', async () => {
    const { items } = await allTransfers(wallet)
    const huge = items.find((item) => item.token_address === NFT_TRANSFER_CASES.hugeErc1155.contract)
    expect(items.some((item) => item.token_id === NFT_TRANSFER_CASES.hugeErc1155.tokenId && item.amount === 250n)).toBe(true)
    expect(huge?.token_id).toMatch(/^\d{20,}$/)
  })

  it('sends block timestamps without a zone suffix, as the API sample does', async () => {
    const { items } = await allTransfers(wallet)
    expect(items.every((item) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/.test(item.block_timestamp ?? ''))).toBe(true)
  })

  it('limits transfers to the given contracts, sent as indexed keys by the client', async () => {
    const { items } = await allTransfers({ ...wallet, contract_addresses: [CONTRACTS.apes, CONTRACTS.cards] })
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((item) => item.token_address))).toEqual(new Set([CONTRACTS.apes, CONTRACTS.cards]))
  })

  it('accepts contract_addresses as repeated keys as well', async () => {
    const { body } = await fetchRaw(
      rawUrl(EXAMPLE_WALLET, `contract_addresses=${CONTRACTS.apes}&contract_addresses=${CONTRACTS.azuki.toUpperCase().replace('0X', '0x')}&limit=100`),
    )
    const page = nftTransfersPageSchema.parse(body)
    expect(page.result.length).toBeGreaterThan(0)
    expect(new Set(page.result.map((item) => item.token_address))).toEqual(new Set([CONTRACTS.apes, CONTRACTS.azuki]))
  })

  it('returns token ids as 0x hex of the same numbers with format=hex', async () => {
    const decimal = await fetchNftTransfers({ ...wallet, limit: 100 }, null)
    const hex = await fetchNftTransfers({ ...wallet, limit: 100, format: 'hex' }, null)
    expect(hex.items.every((item) => /^0x[0-9a-f]+$/.test(item.token_id))).toBe(true)
    expect(hex.items.map((item) => BigInt(item.token_id))).toEqual(decimal.items.map((item) => BigInt(item.token_id)))
    expect(hex.items.map((item) => item.token_id)).toContain(`0x${'f'.repeat(64)}`)
  })

  it('filters by block range and lets a block bound win over a date bound', async () => {
    const { items } = await allTransfers(wallet)
    const newer = items[9]!
    const older = items[30]!
    const byBlocks = await allTransfers({ ...wallet, from_block: String(older.block_number), to_block: String(newer.block_number) })
    expect(byBlocks.items).toHaveLength(22)
    const withDates = await allTransfers({
      ...wallet,
      from_block: String(older.block_number),
      to_block: String(newer.block_number),
      from_date: '2030-01-01T00:00:00Z',
      to_date: '2001-01-01T00:00:00Z',
    })
    expect(withDates.items.map((item) => item.transaction_hash)).toEqual(byBlocks.items.map((item) => item.transaction_hash))
  })

  it('filters by date when no block bound is given, reading zoneless timestamps as UTC', async () => {
    const { items } = await allTransfers(wallet)
    const newer = items[4]!
    const older = items[14]!
    const { items: dated } = await allTransfers({ ...wallet, from_date: `${older.block_timestamp}Z`, to_date: newer.block_timestamp ?? undefined })
    expect(dated).toHaveLength(11)
    expect(dated[0]?.transaction_hash).toBe(newer.transaction_hash)
  })

  it('returns the oldest transfer first with order=ASC', async () => {
    const descending = await allTransfers(wallet)
    const ascending = await allTransfers({ ...wallet, order: 'ASC' })
    expect(ascending.items.map((item) => item.transaction_hash)).toEqual(descending.items.map((item) => item.transaction_hash).reverse())
    expect(ascending.items[0]?.from_address).toBe(ZERO_ADDRESS)
  })

  it('reports a wallet whose block does not exist yet and whose index is incomplete', async () => {
    const page = await fetchNftTransfers({ chain: 'eth', address: INDEXING_WALLET }, null)
    expect(page.blockExists).toBe(false)
    expect(page.indexComplete).toBe(false)
    expect(page.items).toHaveLength(NFT_TRANSFER_COUNTS.indexing)
    const example = await fetchNftTransfers(wallet, null)
    expect(example.blockExists).toBe(true)
    expect(example.indexComplete).toBe(true)
  })

  it('turns a result that arrives as one object into a list of one, with a null cursor', async () => {
    const { body } = await fetchRaw(rawUrl(SINGLE_RESULT_WALLET, 'chain=eth'))
    expect(Array.isArray((body as { result: unknown }).result)).toBe(false)
    expect((body as { cursor: unknown }).cursor).toBeNull()
    const page = await fetchNftTransfers({ chain: 'eth', address: SINGLE_RESULT_WALLET }, null)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]?.to_address === SINGLE_RESULT_WALLET || page.items[0]?.from_address === SINGLE_RESULT_WALLET).toBe(true)
    expect(page.cursor).toBeNull()
  })

  it('answers a wallet without transfers with an empty page', async () => {
    const page = await fetchNftTransfers({ chain: 'eth', address: SCENARIO_ADDRESSES.empty }, null)
    expect(page.items).toEqual([])
    expect(page.cursor).toBeNull()
  })

  it('rejects a block bound that is not a number with the service message list', async () => {
    const error = await fetchNftTransfers({ ...wallet, from_block: 'yesterday' }, null).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'from_block must be a non-negative integer' })
  })

  it('fails scenario wallets as their scenario says, then recovers', async () => {
    await expect(fetchNftTransfers({ chain: 'eth', address: SCENARIO_ADDRESSES.unauthorized }, null)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid API key',
    })
    await expect(fetchNftTransfers({ chain: 'eth', address: SCENARIO_ADDRESSES.serverError }, null)).rejects.toMatchObject({ status: 500 })
    await expect(fetchNftTransfers({ chain: 'eth', address: SCENARIO_ADDRESSES.rateLimited }, null)).rejects.toMatchObject({ status: 429, retryAfterMs: 2000 })
    await expect(fetchNftTransfers({ chain: 'eth', address: SCENARIO_ADDRESSES.rateLimited }, null)).resolves.toMatchObject({ items: [] })
  })
})
