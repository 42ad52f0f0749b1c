import type { Page } from '@playwright/test'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../mocks/fixtures/top-movers'
import { TRENDING_SOLANA_MINT } from '../mocks/fixtures/trending-tokens'
import { downloadedCsv } from './support/read-download'
import { RECHARTS_MARKER, scriptsWithRecharts } from './support/scripts-fetched'
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  recordApiRequests,
  requestsSettled,
  scrollUntilVisible,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'

const BOARD = '/market/top-movers'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'

async function chooseScenario(page: Page, scenario: string): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FIXTURE_SCENARIO_KEY, scenario] as const)
}

const boardRequests = (requests: { url: () => string }[]) => requests.filter((request) => request.url().includes('/tokens/trending'))
/**
 * Lets five seconds of the page's timers run at once (two and a half refresh periods at refresh=2) and waits until
 * every request they started has been reported. Needs `page.clock.install()` before the page opens.
 */
async function runFiveSeconds(page: Page): Promise<void> {
  await page.clock.runFor(5_000)
  await requestsSettled(page)
}

const gainers = (page: Page) => page.getByRole('table', { name: /Gainers/ })
const losers = (page: Page) => page.getByRole('table', { name: /Losers/ })

test.describe('Top movers', () => {
  test('a deep link shows the board, every column in view, and each row links to the view that fits its chain', async ({ page }) => {
    test.setTimeout(2 * 15_000)
    await test.step('a deep link shows the trending gainers above the losers, every column in view, changes signed and digit for digit', async () => {
      await page.goto(BOARD)
      await expect(gainers(page).getByRole('row')).toHaveCount(11)
      await expect(losers(page).getByRole('row')).toHaveCount(11)
      const bonk = gainers(page).getByRole('row', { name: /Bonk/ })
      await expect(bonk).toContainText('+412.123456789%')
      await expect(bonk.getByTitle('$0.000000000000123456789012')).toHaveText('$0.0000000000001235')
      await expect(losers(page).getByRole('row', { name: /Wrapped Colossal Supply/ })).toContainText('-99.999999999%')
      const regions = [page.getByRole('region', { name: 'Gainers' }), page.getByRole('region', { name: 'Losers' })]
      const [above, below] = [await regions[0]!.boundingBox(), await regions[1]!.boundingBox()]
      expect(below!.y).toBeGreaterThan(above!.y + above!.height - 1)
      for (const region of regions) {
        // The table's own scroll box has nothing hidden to the side at 1280 px: the market cap is not cut off.
        expect(await region.locator('.overflow-x-auto').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0)
      }
      await expect(page.getByText(/^Updated \d+ s ago$/)).toBeVisible()
      await expect(page.getByText(/Source: the data service’s trending tokens/)).toBeVisible()
    })
    await test.step('each row links to the view that fits its chain: an EVM token to its transfers there, a Solana token to its pairs', async () => {
      await page.goto(`${BOARD}?refresh=off`)
      await expect(gainers(page).getByRole('link', { name: 'Bonk' })).toHaveAttribute('href', `/solana/mainnet/token/${TRENDING_SOLANA_MINT}/pairs`)
      await expect(losers(page).getByRole('link', { name: 'Wrapped Colossal Supply' })).toHaveAttribute('href', /^\/eth\/token\/0x[0-9a-f]{40}$/)
      const hrefs = await page
        .getByRole('table')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.some((href) => href?.startsWith('/base/token/'))).toBe(true)
      expect(hrefs.every((href) => /^\/([a-z-]+\/token\/0x[0-9a-f]{40}|solana\/mainnet\/token\/[1-9A-HJ-NP-Za-km-z]{32,44}\/pairs)$/.test(href ?? ''))).toBe(
        true,
      )
      await gainers(page).getByRole('link', { name: 'Bonk' }).click()
      await expect(page).toHaveURL(new RegExp(`/solana/mainnet/token/${TRENDING_SOLANA_MINT}/pairs$`))
      await expect(page.getByRole('table')).toBeVisible()
    })
  })

  test('the chart of every mover is drawn when the reader scrolls to it', async ({ page }) => {
    await page.goto(`${BOARD}?refresh=off`)
    const chart = page.getByRole('figure', { name: '24h change of every mover' })
    await chart.scrollIntoViewIfNeeded()
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(20)
  })

  test('a Solana token watched from its pairs page is starred on the board', async ({ page }) => {
    await page.goto(`/solana/mainnet/token/${TRENDING_SOLANA_MINT}/pairs`)
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row', { name: /Bonk/ }).getByTitle('On your watchlist')).toBeVisible()
    await expect(gainers(page).getByTitle('On your watchlist')).toHaveCount(1)
  })

  test('the window and the chain come from the URL, and a new choice goes back into it', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`${BOARD}?refresh=off&window=1h&chain=base`)
    await expect(page.getByLabel('Change over')).toHaveValue('1h')
    await expect(page.getByLabel('Tokens on')).toHaveValue('base')
    await expect(gainers(page).getByRole('columnheader', { name: /^1h/ })).toBeVisible()
    const hrefs = await gainers(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.every((href) => href?.startsWith('/base/token/'))).toBe(true)
    expect(boardRequests(requests).map((request) => new URL(request.url()).searchParams.get('chain'))).toEqual(['base'])
    await page.getByLabel('Change over').selectOption('12h')
    await expect(page).toHaveURL(/window=12h/)
    await expect(gainers(page).getByRole('columnheader', { name: /^12h/ })).toBeVisible()
    await page.getByLabel('Tokens on').selectOption('solana')
    await expect(page).toHaveURL(/chain=solana/)
    await expect(gainers(page).getByRole('link').first()).toHaveAttribute('href', /^\/solana\/mainnet\/token\//)
  })

  test('Download CSV saves both lists with exact figures, named by the board', async ({ page }) => {
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row')).toHaveCount(11)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toBe('top-movers_all-chains_trending_window-24h.csv')
    const { records } = await downloadedCsv(download)
    expect(records).toHaveLength(20)
    expect(records.filter((record) => record.list === 'gainers')).toHaveLength(10)
    expect(records.find((record) => record.token_address === TRENDING_SOLANA_MINT)).toMatchObject({
      chain: 'solana',
      list: 'gainers',
      rank: '1',
      change_24h_percent: '412.123456789',
    })
  })

  test('a refresh marks the rows whose rank moved', async ({ page }) => {
    await page.goto(`${BOARD}?refresh=2`)
    await expect(gainers(page).getByRole('row', { name: /Bonk/ })).toBeVisible()
    await expect(page.getByText(/Since the last refresh: \d+ up, \d+ down, \d+ new/)).toBeVisible()
    await expect(
      page
        .getByRole('table')
        .getByText(/Up \d+ places?|Down \d+ places?|New/)
        .first(),
    ).toBeVisible()
  })

  test('pausing stops the requests, and the choice is in the URL', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.clock.install()
    await page.goto(`${BOARD}?refresh=2`)
    await expect(gainers(page)).toBeVisible()
    await page.getByLabel('Auto-refresh').selectOption('off')
    await expect(page).toHaveURL(/refresh=off/)
    await expect(page.getByText('Paused', { exact: true })).toBeVisible()
    const seen = boardRequests(requests).length
    await runFiveSeconds(page)
    expect(boardRequests(requests)).toHaveLength(seen)
  })

  test('does not poll while the tab is hidden', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.clock.install()
    await page.goto(`${BOARD}?refresh=2`)
    await expect(gainers(page)).toBeVisible()
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true })
        Object.defineProperty(document, 'hidden', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
      }, hidden)
    await setHidden(true)
    const seen = boardRequests(requests).length
    await runFiveSeconds(page)
    expect(boardRequests(requests)).toHaveLength(seen)
    await setHidden(false)
    await expect.poll(() => boardRequests(requests).length).toBeGreaterThan(seen)
  })

  test('a refresh refused with a 429 keeps the last board and says the service is rate limiting', async ({ page }) => {
    await chooseScenario(page, TOP_MOVERS_SCENARIOS.rateLimitedAfterFirst)
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row', { name: /Bonk/ })).toBeVisible()
    await page.getByRole('button', { name: 'Refresh now' }).click()
    await expect(page.getByText('This board is stale: the last refresh failed.')).toBeVisible()
    await expect(page.getByText(/Rate limited by the data service/)).toBeVisible()
    await expect(gainers(page).getByRole('row', { name: /Bonk/ })).toBeVisible()
  })

  test('hostile token strings are shown as text and run no script', async ({ page, dialogs }) => {
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row', { name: /<script>/ })).toBeVisible()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.locator('a[href^="javascript:"], a[href^="data:"], img[src^="javascript:"], img[src^="data:"], img[src^="vbscript:"]').count()).toBe(0)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row')).toHaveCount(11)
    await expectAccessibleInEachTheme(page)
  })

  test('works at 375 px wide, the lists stacked', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${BOARD}?refresh=off`)
    await expect(losers(page)).toBeVisible()
    const [top, bottom] = [await gainers(page).boundingBox(), await losers(page).boundingBox()]
    expect(bottom!.y).toBeGreaterThan(top!.y + top!.height)
    await expectNoHorizontalOverflow(page)
  })
})

test('recharts is loaded only by the views that draw a chart', async ({ page }) => {
  // Four visits, one of them scrolled through every page of a list to the chart below it.
  test.setTimeout(90_000)
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Chainview', level: 1 })).toBeVisible()
    }),
  ).toEqual([])
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto(`/eth/token/${USDC}`)
      await expect(page.getByRole('table')).toBeVisible()
    }),
  ).toEqual([])
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto(`${BOARD}?refresh=off`)
      await page.getByRole('figure').scrollIntoViewIfNeeded()
      await expect(page.getByRole('figure').locator('.recharts-surface')).toBeVisible()
    }),
  ).not.toEqual([])
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto(`/solana/mainnet/token/${BONK}/pairs`)
      await scrollUntilVisible(page, page.getByText('End of list · 28 pairs'))
      await page.getByRole('figure').scrollIntoViewIfNeeded()
      await expect(page.getByRole('figure').locator('.recharts-surface')).toBeVisible()
    }),
  ).not.toEqual([])
})

test('on a phone the chart, two screens down, is fetched and drawn only when the reader scrolls towards it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  const chart = page.getByRole('figure', { name: '24h change of every mover' })
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto(`${BOARD}?refresh=off`)
      await expect(losers(page).getByRole('row')).toHaveCount(11)
      await expect(chart).toBeAttached()
    }),
  ).toEqual([])
  await expect(chart.locator(`.${RECHARTS_MARKER}`)).toHaveCount(0)
  await chart.scrollIntoViewIfNeeded()
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(20)
})
