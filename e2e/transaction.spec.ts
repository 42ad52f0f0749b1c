import {
  expect,
  expectNoInjectedScript,
  expectNoSeriousA11yViolations,
  recordApiRequests,
  requestsSettled,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'
import type { Page } from '@playwright/test'

const ERC20_TRANSFER = '0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70'
const APPROVE = '0x1c3e5a7d9b1f3c5e7a9d1b3f5c7e9a1d3b5f7c9e1a3d5b7f9c1e3a5d7b9f1c32'
const ERC721_TRANSFER = '0x8e0a2c4f6b8d0e2a4c6f8b0d2e4a6c8f0b2d4e6a8c0f2b4d6e8a0c2f4b6d8e95'
const WITH_INTERNAL = '0x5d7f9b1c3e5a7d9f1b3c5e7a9d1f3b5c7e9a1d3f5b7c9e1a3d5f7b9c1e3a5d7f'
const UNKNOWN = `0x${'ab'.repeat(32)}`
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'

/** The value cell of a summary row, found by its label as a reader finds it. */
const summary = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
const transactionRequests = (requests: ReturnType<typeof recordApiRequests>) => requests.filter((request) => request.url().includes('/transaction/'))

test.describe('transaction view', () => {
  test('a deep link shows the summary and decodes what the call and its logs carry, one kind after another', async ({ page }) => {
    test.setTimeout(4 * 15_000)
    await test.step('a deep link shows the summary at a glance', async () => {
      await page.goto(`/eth/tx/${ERC20_TRANSFER}`)
      await expect(page.getByRole('heading', { name: 'Transaction on Ethereum', level: 1 })).toBeVisible()
      await expect(summary(page, 'Status')).toHaveText('Success')
      await expect(summary(page, 'Block')).toContainText('21239871')
      await expect(summary(page, 'Block')).toContainText('0x4d2f6b8a0c1e3f5d7b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f1d3b5a7c9e2f4d')
      await expect(summary(page, 'From')).toContainText('0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b')
      await expect(summary(page, 'To')).toContainText('Circle: USDC Token')
      await expect(summary(page, 'To')).toContainText('Circle')
      await expect(summary(page, 'Value')).toContainText('0 ETH')
      await expect(summary(page, 'Gas price')).toHaveText('18.452190034 Gwei')
      await expect(summary(page, 'Gas limit')).toHaveText('63,209')
      await expect(summary(page, 'Gas used')).toHaveText('45,039 (71.25% of the limit)')
      await expect(summary(page, 'Transaction fee')).toContainText('0.000831068186941326 ETH')
      await expect(summary(page, 'Nonce')).toHaveText('1184')
      await expect(summary(page, 'Position in block')).toHaveText('87')
    })
    await test.step('decodes ERC20 transfer() input and the Transfer log, linking the token’s transfers', async () => {
      await page.goto(`/eth/tx/${ERC20_TRANSFER}`)
      const input = page.getByRole('region', { name: /Input data/ })
      await expect(input.getByText('transfer(address to, uint256 amount)')).toBeVisible()
      await expect(input.getByText('0xa9059cbb', { exact: true })).toBeVisible()
      await expect(input.getByRole('row', { name: /amount/ })).toContainText(/2,500\s*USDC/)
      const log = page.getByRole('listitem', { name: 'Log 214' })
      await expect(log.getByTestId('decoded-event')).toHaveText(/^ERC20Transfer\s*2,500\s*USDC\s*from\s*0x7f3a…1d9b\s*to\s*0x2a4c…8a10\s*All USDC transfers$/)
      await expect(log.getByText('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef')).toBeVisible()
      await log.getByRole('link', { name: 'All USDC transfers' }).click()
      await expect(page).toHaveURL(new RegExp(`/eth/token/${USDC}$`))
      await expect(page.getByRole('heading', { name: /USD Coin/ })).toBeVisible()
    })
    await test.step('decodes an unlimited approve() and its Approval log', async () => {
      await page.goto(`/eth/tx/${APPROVE}`)
      await expect(page.getByText('approve(address spender, uint256 amount)')).toBeVisible()
      await expect(page.getByTestId('decoded-event')).toContainText(/Approval of an unlimited amount of DAI by/)
    })
    await test.step('decodes an ERC721 transferFrom() and Transfer with the token id, linking the NFT', async () => {
      await page.goto(`/eth/tx/${ERC721_TRANSFER}`)
      await expect(page.getByText('transferFrom(address from, address to, uint256 tokenId)')).toBeVisible()
      const transfer = page.getByRole('listitem', { name: 'Log 389' }).getByTestId('decoded-event')
      await expect(transfer).toHaveText(/^ERC721Transfer of token #7495 from/)
      await expect(transfer.getByRole('link', { name: 'token #7495' })).toHaveAttribute('href', `/eth/nft/${BAYC}/7495`)
    })
  })

  test('hovering an address outlines every place it appears, and only those', async ({ page }) => {
    await page.goto(`/eth/tx/${ERC20_TRANSFER}`)
    const walletLinks = page.locator('main a[href*="/wallet/"]')
    const hrefsShown = () => walletLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const repeatedIn = (hrefs: string[]) => hrefs.find((href, index) => hrefs.indexOf(href) !== index)
    // The summary paints before the transfers: wait for the sender's second place, not its first.
    await expect.poll(async () => repeatedIn(await hrefsShown()), { message: 'the sender appears in the summary and in the transfer it made' }).toBeTruthy()
    const hrefs = await hrefsShown()
    const repeated = repeatedIn(hrefs)
    const other = hrefs.find((href) => href !== repeated)
    const outlines = async (href: string) => [
      ...new Set(await page.locator(`main a[href="${href}"]`).evaluateAll((links) => links.map((link) => getComputedStyle(link).outlineStyle))),
    ]

    await page.locator(`main a[href="${repeated}"]`).first().hover()
    await expect.poll(() => outlines(repeated!)).toEqual(['solid'])
    expect(await outlines(other!)).toEqual(['none'])

    await page.getByRole('heading', { level: 1 }).hover()
    await expect.poll(() => outlines(repeated!)).toEqual(['none'])
  })

  test('requests internal transactions by default, and the URL can turn them off', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/eth/tx/${WITH_INTERNAL}`)
    const table = page.getByRole('table', { name: /Internal transactions/ })
    await expect(table.getByRole('row')).toHaveCount(5)
    await expect(table.getByRole('row').nth(1)).toContainText('CALL')
    await expect(table.getByRole('row').nth(1)).toContainText(/1\.5\s*ETH/)
    await expect(table.getByRole('row').nth(4)).toContainText('Failed: execution reverted')
    expect(new URL(transactionRequests(requests)[0]!.url()).searchParams.get('include')).toBe('internal_transactions')

    // The box follows the URL, so it shows the new state once the navigation is done; uncheck() would assert at once.
    const requestInternal = page.getByRole('checkbox', { name: 'Request internal transactions' })
    await requestInternal.click()
    await expect(requestInternal).not.toBeChecked()
    await expect(page).toHaveURL(/\?internal=false$/)
    await expect(page.getByText('Internal transactions were not requested for this link.')).toBeVisible()
    await expect.poll(() => transactionRequests(requests).length).toBe(2)
    expect(new URL(transactionRequests(requests)[1]!.url()).searchParams.get('include')).toBeNull()
  })

  test('a mined transaction is fetched once: coming back to it asks nothing', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/eth/tx/${ERC20_TRANSFER}`)
    await expect(summary(page, 'Status')).toHaveText('Success')
    await page.getByRole('link', { name: 'Circle: USDC Token' }).click()
    await expect(page).toHaveURL(/nft-transfers/)
    await page.goBack()
    await expect(summary(page, 'Status')).toHaveText('Success')
    await requestsSettled(page)
    expect(transactionRequests(requests)).toHaveLength(1)
  })

  test('hostile labels and entities are shown as text and run no script', async ({ page, dialogs }) => {
    await page.goto(`/eth/tx/${WITH_INTERNAL}`)
    await expect(summary(page, 'From')).toContainText('<img src=x onerror=')
    await expect(summary(page, 'From')).toContainText('<script>')
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.locator('a[href^="javascript:"], a[href^="data:"], img[src^="javascript:"], img[src^="data:"]').count()).toBe(0)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(`/eth/tx/${ERC20_TRANSFER}`)
    await expect(page.getByTestId('decoded-event')).toContainText('USDC')
    await expectAccessibleInEachTheme(page)
    await page.goto(`/eth/tx/${UNKNOWN}`)
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const hash of [ERC20_TRANSFER, WITH_INTERNAL, APPROVE]) {
      await page.goto(`/eth/tx/${hash}`)
      await expect(summary(page, 'Status')).toHaveText('Success')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, hash).toBeLessThanOrEqual(0)
    }
  })
})
