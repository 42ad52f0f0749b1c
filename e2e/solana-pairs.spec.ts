import type { Page } from '@playwright/test'
import {
  expect,
  expectNoDangerousUrls,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  recordApiRequests,
  scrollUntilVisible,
  shareOnePageLoad,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'
import { RECHARTS_MARKER, scriptsWithRecharts } from './support/scripts-fetched'

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'
const SOL = 'So11111111111111111111111111111111111111112'
const PAIRS = `/solana/mainnet/token/${BONK}/pairs`

const firstPair = (page: Page) =>
  page
    .getByRole('table', { name: /Trading pairs/ })
    .getByRole('row')
    .nth(1)
/** Scrolls through the table to its stated end, where it stops growing, and on to the chart below it. */
async function scrollToChart(page: Page) {
  await scrollUntilVisible(page, page.getByText('End of list · 28 pairs'))
  const chart = page.getByRole('figure', { name: 'Liquidity by exchange' })
  await chart.scrollIntoViewIfNeeded()
  return chart
}
const pairRequests = (requests: { url: () => string }[]) => requests.filter((request) => request.url().includes('/pairs'))

test.describe('Solana token pairs', () => {
  test('going home and back shows the pairs already loaded, asking for nothing', async ({ page }) => {
    await page.goto(PAIRS)
    await expect(firstPair(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.getByRole('banner').getByRole('link', { name: 'Chainview' }).click()
    await expect(page).toHaveURL('/')
    const requests = recordApiRequests(page)
    await page.goBack()
    await expect(firstPair(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(pairRequests(requests).map((request) => request.url())).toEqual([])
  })

  test.describe('a deep link, loaded once for the tests that read it', () => {
    const shared = shareOnePageLoad(PAIRS, (page) => expect(firstPair(page)).toBeVisible())

    test('shows the token and its pairs', async () => {
      const page = shared.page()
      await expect(page.getByRole('heading', { name: /Bonk/, level: 1 })).toBeVisible()
      const table = page.getByRole('table', { name: /Trading pairs/ })
      const first = table.getByRole('row').nth(1)
      await expect(first).toContainText('Raydium AMM v4')
      await expect(first).toContainText('Bonk/SOL')
      await expect(first.getByText('$14.87M')).toHaveAttribute('title', '$14,873,220.57')
      await expect(first.getByRole('link', { name: 'SOL' })).toHaveAttribute('href', `/solana/mainnet/token/${SOL}/pairs`)
    })

    test('shows padded symbols trimmed, and a placeholder for a logo that is missing or does not load', async () => {
      const table = shared.page().getByRole('table', { name: /Trading pairs/ })
      await expect(table.getByRole('link', { name: 'RAY', exact: true }).first()).toHaveText('RAY')
      const usdt = table.getByRole('row', { name: /Bonk\/USDT/ }).first()
      await expect(usdt.locator('[aria-hidden="true"]', { hasText: /^U$/ })).toBeVisible()
    })

    test('hostile strings are shown as text and run no script', async () => {
      const page = shared.page()
      await expect(page.getByRole('table').getByText('<script>window.__pwned = true</script>/<', { exact: false }).first()).toBeVisible()
      expect(await page.locator('img[src="x"]').count()).toBe(0)
      await expectNoDangerousUrls(page)
      await expectNoInjectedScript(page)
      expect(shared.dialogs).toEqual([])
    })
  })

  test('the chart sits below the table, and its code is fetched only when the reader scrolls to it', async ({ page }) => {
    const chart = page.getByRole('figure', { name: 'Liquidity by exchange' })
    expect(
      await scriptsWithRecharts(page, async () => {
        await page.goto(PAIRS)
        await expect(firstPair(page)).toBeVisible()
        await expect(chart).toBeAttached()
      }),
    ).toEqual([])
    const table = await page.getByRole('table', { name: /Trading pairs/ }).boundingBox()
    const frame = await chart.boundingBox()
    expect(frame!.y).toBeGreaterThan(table!.y + table!.height)
    await expect(chart.locator(`.${RECHARTS_MARKER}`)).toHaveCount(0)
    await scrollToChart(page)
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await expect(page.getByText('Across all 28 pairs.')).toBeVisible()
  })

  test('the chart cuts an exchange name longer than its axis and gives the whole name on hover', async ({ page }) => {
    await page.goto(`/solana/devnet/token/${BONK}/pairs`)
    const chart = page.getByRole('figure', { name: 'Liquidity by exchange' })
    const label = chart.locator('text', { hasText: 'Raydium AMM v4 (…' })
    await expect(label).toBeVisible()
    await expect(label.locator('title')).toHaveText('Raydium AMM v4 (devnet)')
    const whole = chart.locator('text', { hasText: 'Orca Whirlpool' })
    await expect(whole).toHaveText('Orca Whirlpool')
    await expect(whole.locator('title'), 'a name that fits is not repeated in a title').toHaveCount(0)
  })

  test('pages through every cursor page to a stated end, and the chart covers them all', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(PAIRS)
    await expect(page.getByRole('table')).toBeVisible()
    const end = page.getByText('End of list · 28 pairs')
    await scrollUntilVisible(page, end)
    const pages = pairRequests(requests)
    expect(pages).toHaveLength(3)
    expect(new URL(pages[2]!.url()).searchParams.get('cursor')).toBeTruthy()
    await expect(page.getByText('Across all 28 pairs.')).toBeAttached()
  })

  test('a token of a pair opens its own pairs', async ({ page }) => {
    await page.goto(PAIRS)
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link', { name: 'SOL' }).click()
    await expect(page).toHaveURL(new RegExp(`/solana/mainnet/token/${SOL}/pairs$`))
    await expect(page.getByText('No trading pairs found for this token on Solana mainnet.')).toBeVisible()
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(PAIRS)
    const chart = await scrollToChart(page)
    await expect(chart.locator('.recharts-surface')).toBeVisible()
    await expectAccessibleInEachTheme(page)
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(PAIRS)
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
})
