import { findToken, LONG_LIST_TOKEN } from '../mocks/fixtures/erc20-transfers'
import { NFT_TRANSFER_COUNTS } from '../mocks/fixtures/nft-transfers'
import { EXAMPLE_SOLANA_TOKEN, SOLANA_PAIR_COUNTS } from '../mocks/fixtures/solana-pairs'
import { FAILURE_KEY, type InjectedFailure } from '../mocks/failure-injection'
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, recordApiRequests, testInWarmContext as test } from './fixtures'
import { downloadedCsv } from './support/read-download'
import type { Page } from '@playwright/test'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const WALLET = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const BONK = EXAMPLE_SOLANA_TOKEN
const USDC_TRANSFERS = findToken(USDC)!.transfers.length
const DAI_TRANSFERS = findToken(DAI)!.transfers.length

/** The cursors of the list's page requests, in order; the first page has none. */
function cursorsOf(requests: ReturnType<typeof recordApiRequests>, path: string): (string | null)[] {
  return requests.filter((request) => request.url().includes(path)).map((request) => new URL(request.url()).searchParams.get('cursor'))
}

async function exportCsv(page: Page, button = page.getByRole('button', { name: 'Export CSV' })) {
  const download = page.waitForEvent('download')
  await button.click()
  return download
}

test.describe('CSV export', () => {
  test('writes every transfer of a token across its cursor pages, asking for no page twice', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByText('Every transfer matching these filters, up to 10,000.')).toBeVisible()
    const download = await exportCsv(page)
    expect(download.suggestedFilename()).toBe(`erc20-transfers_eth_${USDC}.csv`)
    const { text, records } = await downloadedCsv(download)
    expect(records).toHaveLength(USDC_TRANSFERS)
    expect(text.split('\r\n')[0]).toBe(
      'transaction_hash,log_index,block_number,block_timestamp_utc,from_address,from_label,from_entity,to_address,to_label,to_entity,token_address,token_name,token_symbol,token_decimals,amount_raw,amount,possible_spam',
    )
    for (const record of records) {
      expect(record.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(record.from_address).toMatch(/^0x[0-9a-f]{40}$/)
      expect(record.block_timestamp_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(record.token_symbol).toBe('USDC')
    }
    expect(new Set(records.map((record) => `${record.transaction_hash}:${record.log_index}`)).size).toBe(USDC_TRANSFERS)
    await expect(page.getByRole('status').filter({ hasText: `Saved ${USDC_TRANSFERS} transfers to erc20-transfers_eth_${USDC}.csv` })).toBeVisible()
    const cursors = cursorsOf(requests, '/transfers')
    expect(cursors).toHaveLength(3)
    expect(new Set(cursors).size).toBe(3)
    await expect(page.getByText(`End of list · ${USDC_TRANSFERS} transfers`), 'the table shows the pages the export read').toBeVisible()
  })

  test('keeps amounts exact, above 2^53 included, and names the file after the filters', async ({ page }) => {
    await page.goto(`/eth/token/${DAI}?order=DESC&from_block=1`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    const download = await exportCsv(page)
    expect(download.suggestedFilename()).toBe(`erc20-transfers_eth_${DAI}_from-block-1_order-DESC.csv`)
    const { records } = await downloadedCsv(download)
    expect(records).toHaveLength(DAI_TRANSFERS)
    expect(records[0]).toMatchObject({ amount_raw: '123456789012345678901234', amount: '123456.789012345678901234', token_decimals: '18' })
    expect(records[1]).toMatchObject({ amount_raw: '9007199254740993', amount: '0.009007199254740993' })
    expect(records[2]).toMatchObject({ amount_raw: '1', amount: '0.000000000000000001' })
  })

  test('after a failure part-way, saves what it has or goes on from the page that failed', async ({ page }) => {
    // Pages of 10: the fifth page fails once with an error that is not retried by itself.
    const failure: InjectedFailure = { kind: 'status', status: 400, message: 'cursor rejected', match: '/transfers', skip: 4, times: 1 }
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FAILURE_KEY, JSON.stringify(failure)] as const)
    const requests = recordApiRequests(page)
    await page.goto(`/eth/token/${USDC}?limit=10`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The export stopped after 40 transfers' })).toBeVisible()

    const partial = await exportCsv(page, page.getByRole('button', { name: 'Save the 40 transfers fetched' }))
    expect(partial.suggestedFilename()).toBe(`erc20-transfers_eth_${USDC}_limit-10_partial.csv`)
    expect((await downloadedCsv(partial)).records).toHaveLength(40)

    const whole = await exportCsv(page, page.getByRole('button', { name: 'Retry from transfer 41' }))
    expect(whole.suggestedFilename()).toBe(`erc20-transfers_eth_${USDC}_limit-10.csv`)
    expect((await downloadedCsv(whole)).records).toHaveLength(USDC_TRANSFERS)
    const cursors = cursorsOf(requests, '/transfers')
    expect(cursors, 'six pages, and only the one that failed asked for twice').toHaveLength(7)
    expect(new Set(cursors).size).toBe(6)
  })

  test('a wallet’s NFT transfers export with direction, token ids and every page', async ({ page }) => {
    await page.goto(`/eth/wallet/${WALLET}/nft-transfers`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    const download = await exportCsv(page)
    expect(download.suggestedFilename()).toBe(`nft-transfers_eth_${WALLET}.csv`)
    const { records } = await downloadedCsv(download)
    expect(records).toHaveLength(NFT_TRANSFER_COUNTS.example)
    const directions = new Set(records.map((record) => record.direction))
    expect([...directions]).toEqual(expect.arrayContaining(['in', 'out']))
    for (const direction of directions) expect(['in', 'out', 'self']).toContain(direction)
    for (const record of records) expect(record.token_id).toMatch(/^\d+$/)
    await expect(page.getByText(`End of list · ${NFT_TRANSFER_COUNTS.example} transfers`)).toBeVisible()
  })

  test('shows its progress and can be cancelled, saving nothing', async ({ page }) => {
    const downloads: string[] = []
    page.on('download', (download) => downloads.push(download.suggestedFilename()))
    await page.goto(`/eth/token/${LONG_LIST_TOKEN}`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /Fetching transfers for the CSV: [\d,]+ transfers so far \(\d+ pages?\), up to 10,000\./ }),
    ).toBeVisible()
    await expect(page.getByRole('progressbar', { name: /CSV export: [\d,]+ transfers fetched/ })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel export' }).click()
    await expect(page.getByRole('status').filter({ hasText: /Export cancelled after [\d,]+ transfers\. Nothing was saved\./ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    expect(downloads).toEqual([])
  })

  test('a Solana token’s pairs export across pages with exact dollar figures', async ({ page }) => {
    await page.goto(`/solana/mainnet/token/${BONK}/pairs`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    const download = await exportCsv(page)
    expect(download.suggestedFilename()).toBe(`solana-pairs_mainnet_${BONK}.csv`)
    const { records } = await downloadedCsv(download)
    expect(records).toHaveLength(SOLANA_PAIR_COUNTS.mainnet)
    for (const record of records) expect(record.liquidity_usd).toMatch(/^(-?\d+(\.\d+)?)?$/)
  })

  test('the export controls pass axe and fit a 375 px screen while running and after', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
    await exportCsv(page)
    await expect(page.getByRole('status').filter({ hasText: `Saved ${USDC_TRANSFERS} transfers` })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
  })
})
