import {
  expect,
  expectNoDangerousUrls,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  expectNoSeriousA11yViolations,
  PIXEL,
  recordApiRequests,
  requestsSettled,
  scrollUntilVisible,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'
import { NAV_LABELS } from '../mocks/fixture-views'
import { WATCH_HOMES } from '../src/views/watch-homes.gen'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
const HOSTILE_TOKEN = '0x0badc0de0badc0de0badc0de0badc0de0badc0de'

test.describe('ERC20 transfers', () => {
  test('a deep link opens page one of a token’s transfers, amounts exact with the full value in the title', async ({ page }) => {
    test.setTimeout(2 * 15_000)
    await test.step('a deep link opens page one of a token’s transfers', async () => {
      await page.goto(`/eth/token/${USDC}`)
      await expect(page.getByRole('heading', { name: /USD Coin/ })).toBeVisible()
      const table = page.getByRole('table', { name: /ERC20 transfers/ })
      await expect(table.getByRole('row').nth(1)).toBeVisible()
      await expect(table.getByRole('link', { name: /^0x[0-9a-f]{8}…/ }).first()).toHaveAttribute('href', /\/eth\/tx\/0x[0-9a-f]{64}$/)
      await expect(page.getByTestId('data-mode')).toHaveText(/fixtures/)
    })
    await test.step('shows amounts exactly, with the full value in the title', async () => {
      await page.goto(`/eth/token/${DAI}`)
      const amount = page.getByTitle('123,456.789012345678901234 DAI')
      await expect(amount).toHaveText('123,456.789012…')
      await expect(page.getByTitle('0.009007199254740993 DAI')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copy exact amount' }).first()).toHaveAttribute('data-copy', '123456.789012345678901234')
    })
  })

  test('reads through every cursor page to a stated end', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table')).toBeVisible()
    const end = page.getByText('End of list · 57 transfers')
    await scrollUntilVisible(page, end)
    const pages = requests.filter((request) => request.url().includes('/transfers'))
    expect(pages).toHaveLength(3)
    expect(new URL(pages[2]!.url()).searchParams.get('cursor')).toBeTruthy()
  })

  test('a window tall enough for every row loads every page without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 4000 })
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByText('End of list · 57 transfers')).toBeVisible()
  })

  test('a window made taller draws the rows that now fit, and loads the pages behind them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(`/eth/token/${USDC}`)
    const end = page.getByText('End of list · 57 transfers')
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await requestsSettled(page)
    await expect(end).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 4000 })
    await expect(end).toBeVisible()
  })

  test('Copy puts the exact amount on the clipboard and says it did', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/eth/token/${DAI}`)
    const copy = page.getByRole('button', { name: 'Copy exact amount' }).first()
    await copy.click()
    await expect(copy).toHaveAttribute('title', 'Copied')
    await expect(copy.locator('.icon-check')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('123456.789012345678901234')
    await expect(copy, 'the button goes back to its label').toHaveAttribute('title', 'Copy exact amount')
  })

  test('rows with an entity logo line up with the rest', async ({ page, context }) => {
    await context.route(/^https:\/\/logos\.example\.org\//, (route) => route.fulfill({ body: PIXEL, contentType: 'image/png' }))
    await page.goto(`/eth/token/${USDC}`)
    const logo = page.getByRole('table').locator('tbody img').first()
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'a logo has loaded').toBe(true)
    const heights = await page
      .getByRole('table')
      .locator('tbody tr[data-index]')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    expect(heights.length).toBeGreaterThan(10)
    expect(new Set(heights)).toEqual(new Set([heights[0]]))
  })

  test('filters change the URL and the request', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expect(page.getByLabel('From block'), 'a plain link keeps the filters closed').toHaveCount(0)
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('From block').fill('21239500')
    await page.getByLabel('From date').fill('2024-01-01')
    await page.getByLabel('Order').selectOption('ASC')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/from_block=21239500/)
    await expect(page).toHaveURL(/order=ASC/)
    await expect(page.getByText('from_date is ignored because a block bound is set.')).toBeVisible()
    await expect.poll(() => requests.some((request) => new URL(request.url()).searchParams.get('from_block') === '21239500')).toBe(true)
    const blockCells = page.getByRole('table').locator('tbody tr td:nth-child(3)')
    await expect(blockCells.first(), 'the filtered page is on screen').toHaveText(/^\d+$/)
    const blocks = await blockCells.allInnerTexts()
    const numbers = blocks.filter((text) => /^\d+$/.test(text)).map(Number)
    expect(numbers.length).toBeGreaterThan(0)
    expect(numbers.every((block) => block >= 21239500)).toBe(true)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  test('a filtered view is a link: reloading it shows the same filters', async ({ page }) => {
    await page.goto(`/eth/token/${USDC}?from_block=21239500&order=ASC`)
    await expect(page.getByRole('button', { name: 'Filters 2 applied' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByLabel('From block')).toHaveValue('21239500')
    await expect(page.getByLabel('Order')).toHaveValue('ASC')
  })

  test('hostile strings are shown as text and run no script', async ({ page, dialogs }) => {
    await page.goto(`/eth/token/${HOSTILE_TOKEN}`)
    await expect(page.getByRole('heading', { name: /<img src=x onerror=/ })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    await expectNoDangerousUrls(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expectAccessibleInEachTheme(page)
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
})

test('the home page links an example of every view', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Chainview', level: 1 })).toBeVisible()
  const examples = page.getByRole('region', { name: 'Example views' }).getByRole('link')
  await expect(examples).toHaveCount(NAV_LABELS.length)
  await expectNoSeriousA11yViolations(page)
})

test('the search box offers the views that fit what is pasted', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: /^Search/ })
  await search.fill(USDC)
  const views = page.getByRole('listbox', { name: 'Views for this search' })
  // The wallet option is named by the wallets' home (e2e/wallet-tokens.spec.ts says which page that is).
  await expect(views.getByRole('option')).toHaveText([
    'ERC20 token · USD Coin on Ethereum',
    `${WATCH_HOMES.wallet.searchLabel} on Ethereum`,
    'NFT collection on Ethereum',
  ])
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/eth/token/${USDC}$`))
})
