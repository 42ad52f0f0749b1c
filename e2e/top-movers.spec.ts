import type { Page } from '@playwright/test'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../mocks/fixtures/top-movers'
import {
  expect,
  chooseTheme,
  expectAccessibleIn,
  THEMES,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  recordApiRequests,
  requestsSettled,
  test,
} from './fixtures'

const BOARD = '/market/top-movers'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'
/** A class name recharts writes into every chart; it survives minification as a string. */
const RECHARTS_MARKER = 'recharts-surface'

async function chooseScenario(page: Page, scenario: string): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FIXTURE_SCENARIO_KEY, scenario] as const)
}

const boardRequests = (requests: { url: () => string }[]) => requests.filter((request) => request.url().includes('/top-movers'))
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

/** Every JavaScript file the page fetched while `visit` ran that contains recharts. */
async function scriptsWithRecharts(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>()
  const onResponse = (response: { url: () => string }) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url())
  }
  page.on('response', onResponse)
  await visit()
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const found: string[] = []
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text()
    if (body.includes(RECHARTS_MARKER)) found.push(url)
  }
  return found
}

test.describe('Top movers', () => {
  test('a deep link shows gainers and losers side by side, and the chart of every mover', async ({ page }) => {
    await page.goto(BOARD)
    await expect(gainers(page).getByRole('row')).toHaveCount(11)
    await expect(losers(page).getByRole('row')).toHaveCount(11)
    const mog = gainers(page).getByRole('row', { name: /Mog Coin/ })
    await expect(mog).toContainText('+48.21%')
    await expect(mog.getByText('$480.22M')).toHaveAttribute('title', '$480,221,904.55')
    await expect(mog.getByRole('link', { name: 'Mog Coin' })).toHaveAttribute('href', '/eth/token/0xaaee1a9723aadb7afa2810263653a34ba2c21c7a')
    const [left, right] = [await gainers(page).boundingBox(), await losers(page).boundingBox()]
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1)
    expect(left!.y).toBe(right!.y)
    const chart = page.getByRole('figure', { name: '24h change of every mover' })
    await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(20)
    await expect(page.getByText(/^Updated \d+ s ago$/)).toBeVisible()
  })

  test('a refresh marks the rows whose rank moved', async ({ page }) => {
    await page.goto(`${BOARD}?refresh=2`)
    await expect(gainers(page).getByRole('row', { name: /Mog Coin/ })).toBeVisible()
    await expect(gainers(page).getByText('New')).toHaveCount(0)
    await expect(gainers(page).getByRole('row', { name: /Virtual Protocol/ })).toContainText('New')
    await expect(gainers(page).getByRole('row', { name: /Pepe/ })).toContainText('Up 1 place')
    await expect(gainers(page).getByRole('row', { name: /Ondo/ })).toContainText('Down 1 place')
    await expect(page.getByText(/Since the last refresh: \d+ up, \d+ down, \d+ new/)).toBeVisible()
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

  test('a refresh that fails keeps the last board and says it is stale', async ({ page }) => {
    await chooseScenario(page, TOP_MOVERS_SCENARIOS.failAfterFirst)
    await page.goto(`${BOARD}?refresh=2`)
    await expect(gainers(page).getByRole('row', { name: /Mog Coin/ })).toBeVisible()
    await expect(page.getByText('This board is stale: the last refresh failed.')).toBeVisible()
    await expect(gainers(page).getByRole('row')).toHaveCount(11)
    await expect(gainers(page).getByRole('row', { name: /Mog Coin/ })).toContainText('+48.21%')
  })

  test('a service without the operation gets a plain message and no retry loop', async ({ page }) => {
    await chooseScenario(page, TOP_MOVERS_SCENARIOS.notFound)
    const requests = recordApiRequests(page)
    await page.clock.install()
    await page.goto(`${BOARD}?refresh=2`)
    await expect(page.getByText('This data service does not offer the top-movers board')).toBeVisible()
    await expect(page.getByRole('button', { name: /Retry|Refresh now/ })).toHaveCount(0)
    await runFiveSeconds(page)
    expect(boardRequests(requests)).toHaveLength(1)
  })

  test('columns sort on click, with aria-sort on the sorted header', async ({ page }) => {
    await page.goto(`${BOARD}?refresh=off`)
    const header = losers(page).getByRole('columnheader', { name: '24h' })
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(losers(page).getByRole('row').nth(1)).toContainText('Uniswap')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(losers(page).getByRole('row').nth(1)).toContainText('ApeCoin')
    await expect(losers(page).getByRole('columnheader', { name: 'Rank' })).not.toHaveAttribute('aria-sort')
  })

  test('hostile token strings are shown as text and run no script', async ({ page, dialogs }) => {
    await page.goto(`${BOARD}?refresh=off`)
    await expect(gainers(page).getByRole('row', { name: /<script>/ })).toBeVisible()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    expect(await page.locator('a[href^="javascript:"], a[href^="data:"], img[src^="javascript:"]').count()).toBe(0)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test('an unusable refresh value gets a message and sends no request', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`${BOARD}?refresh=soon`)
    await expect(page.getByText(/refresh must be “off” or a number of seconds/)).toBeVisible()
    await requestsSettled(page)
    expect(requests).toEqual([])
  })

  for (const theme of THEMES) {
    test(`axe finds no serious violations, in ${theme}`, async ({ page }) => {
      await chooseTheme(page, theme)
      await page.goto(`${BOARD}?refresh=off`)
      await expect(page.getByRole('figure').locator('.recharts-surface')).toBeVisible()
      await expectAccessibleIn(page, theme)
    })
  }

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
  test.setTimeout(60_000)
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
      await expect(page.getByRole('figure').locator('.recharts-surface')).toBeVisible()
    }),
  ).not.toEqual([])
  expect(
    await scriptsWithRecharts(page, async () => {
      await page.goto(`/solana/mainnet/token/${BONK}/pairs`)
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
