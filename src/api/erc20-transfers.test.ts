import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { startFixtureServer } from '@/test/msw'
import { erc20TransferSchema, fetchErc20Transfers } from './erc20-transfers'
import { BIG_VALUES, ERC20_TOKENS } from '../../mocks/fixtures/erc20-transfers'
import { jsonResponse } from '../../mocks/respond'
import { SCENARIO_ADDRESSES } from '../../mocks/scenarios'

const server = startFixtureServer()
const [usdc, dai] = ERC20_TOKENS as [(typeof ERC20_TOKENS)[0], (typeof ERC20_TOKENS)[0]]

describe('fetchErc20Transfers', () => {
  it('reads every page behind the cursors and stops when the cursor is empty', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await fetchErc20Transfers({ chain: 'eth', address: usdc.address }, cursor)
      seen.push(...page.items.map((item) => item.transaction_hash))
      cursor = page.cursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(new Set(seen).size).toBe(usdc.transfers.length)
  })

  it('keeps raw amounts above 2^53 exact', async () => {
    const page = await fetchErc20Transfers({ chain: 'eth', address: dai.address }, null)
    expect(page.items[0]?.value).toBe(BIG_VALUES.huge)
    expect(page.items[1]?.value).toBe(BIG_VALUES.aboveSafeInteger)
    expect(page.items[0]?.token_decimals).toBe(18)
  })

  it('accepts a result sent as one object', async () => {
    server.use(http.get('*/erc20/:address/transfers', () => jsonResponse({ page: 0, page_size: 1, cursor: null, result: usdc.transfers[0] })))
    const page = await fetchErc20Transfers({ chain: 'eth', address: usdc.address }, null)
    expect(page.items).toHaveLength(1)
    expect(page.cursor).toBeNull()
  })

  it('sends the filters as the API names them', async () => {
    let query: URLSearchParams | null = null
    server.use(
      http.get('*/erc20/:address/transfers', ({ request }) => {
        query = new URL(request.url).searchParams
        return jsonResponse({ result: [] })
      }),
    )
    await fetchErc20Transfers({ chain: 'polygon', address: usdc.address, from_block: '100', to_date: '2024-01-31', order: 'ASC', limit: 5 }, 'c1')
    expect(Object.fromEntries(query!)).toEqual({ chain: 'polygon', from_block: '100', to_date: '2024-01-31', order: 'ASC', limit: '5', cursor: 'c1' })
  })

  it('answers an unknown token with an empty list', async () => {
    const page = await fetchErc20Transfers({ chain: 'eth', address: SCENARIO_ADDRESSES.empty }, null)
    expect(page.items).toEqual([])
    expect(page.cursor).toBeNull()
  })

  it('fails with the status a scenario address stands for', async () => {
    await expect(fetchErc20Transfers({ chain: 'eth', address: SCENARIO_ADDRESSES.unauthorized }, null)).rejects.toMatchObject({ status: 401 })
  })

  it('accepts a transfer that carries only the fields it cannot do without', () => {
    const transfer = erc20TransferSchema.parse({ transaction_hash: '0xabc', address: usdc.address, value: '5' })
    expect(transfer).toMatchObject({ value: 5n, token_decimals: null, from_address: null, possible_spam: false, block_number: null })
  })

  it('rejects a transfer whose value is not an integer', () => {
    expect(erc20TransferSchema.safeParse({ transaction_hash: '0xabc', address: usdc.address, value: '1.5' }).success).toBe(false)
  })
})
