import { COLLECTION_CASES, EXAMPLE_COLLECTION } from '../mocks/fixtures/nft-collection'
import { expect, expectNoDangerousUrls, expectNoInjectedScript, recordApiRequests, testInWarmContext as test, expectAccessibleInEachTheme } from './fixtures'

const COLLECTION_VIEW = `/eth/collection/${EXAMPLE_COLLECTION}`
const collectionRequests = (requests: { url(): string }[]) => requests.filter((request) => request.url().includes('/metadata'))

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
})

test.describe('NFT collection', () => {
  test('a deep link shows the collection with its badges, synced time and links, social handles as profile links', async ({ page }) => {
    test.setTimeout(2 * 15_000)
    await test.step('a deep link shows the collection with its badges and synced time', async () => {
      await page.goto(COLLECTION_VIEW)
      await expect(page.getByRole('heading', { name: 'Bored Ape Yacht Club (BAYC)', level: 1 })).toBeVisible()
      const flags = page.getByRole('list', { name: 'Flags' })
      await expect(flags.getByRole('listitem')).toHaveText(['ERC721', 'pfps', '✓ Verified collection'])
      await expect(page.getByText(/Synced: 2026-11-20 08:14:31 UTC/)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copy contract address' })).toHaveAttribute('data-copy', EXAMPLE_COLLECTION)
    })
    await test.step('links the project, wiki, Discord and Telegram, and turns social handles into profile links', async () => {
      await page.goto(COLLECTION_VIEW)
      const links = page.getByRole('region', { name: 'Links' })
      const expected: [string, string][] = [
        ['https://boredapeyachtclub.com', 'https://boredapeyachtclub.com/'],
        ['https://en.wikipedia.org/wiki/Bored_Ape', 'https://en.wikipedia.org/wiki/Bored_Ape'],
        ['https://discord.gg/3P5K3dzgdB', 'https://discord.gg/3P5K3dzgdB'],
        ['https://t.me/boredapeyachtclub', 'https://t.me/boredapeyachtclub'],
        ['@BoredApeYC', 'https://x.com/BoredApeYC'],
        ['@boredapeyachtclub', 'https://www.instagram.com/boredapeyachtclub/'],
      ]
      for (const [name, href] of expected) {
        const link = links.getByRole('link', { name, exact: true })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })
  })

  test('include_prices shows the floor price and the last sale, from the toggle and from the URL', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(COLLECTION_VIEW)
    await expect(page.getByRole('heading', { name: /Bored Ape Yacht Club/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Prices' })).toHaveCount(0)
    // The box follows the URL, so it shows the new state once the navigation is done; check() would assert at once.
    const includePrices = page.getByLabel('Include prices')
    await includePrices.click()
    await expect(includePrices).toBeChecked()
    await expect(page).toHaveURL(/include_prices=true/)
    const prices = page.getByRole('region', { name: 'Prices' })
    await expect(prices).toContainText('11.85 ETH')
    await expect(prices).toContainText('$37,210.45')
    await expect(prices.getByTitle('12.4 ETH')).toHaveText('12.4')
    await expect(prices.getByRole('link', { name: '#7495' })).toHaveAttribute('href', `/eth/nft/${EXAMPLE_COLLECTION}/7495`)
    await expect.poll(() => collectionRequests(requests).some((request) => new URL(request.url()).searchParams.get('include_prices') === 'true')).toBe(true)

    await page.reload()
    await expect(page.getByLabel('Include prices')).toBeChecked()
    await expect(page.getByRole('region', { name: 'Prices' })).toContainText('11.85 ETH')
  })

  test('the chain picker offers the collection chains, and a ronin collection loads', async ({ page }) => {
    await page.goto(`/${COLLECTION_CASES.ronin.chain}/collection/${COLLECTION_CASES.ronin.address}`)
    await expect(page.getByRole('heading', { name: 'Axie (AXIE)' })).toBeVisible()
    const picker = page.getByLabel('Chain')
    await expect(picker).toHaveValue('ronin')
    await expect(picker.locator('option[value="lisk"]')).toHaveCount(1)
    await expect(picker.locator('option[value="palm"]')).toHaveCount(0)
    await picker.selectOption('eth')
    await expect(page).toHaveURL(new RegExp(`/eth/collection/${COLLECTION_CASES.ronin.address}$`))
  })

  test('hostile names and URLs are shown as text, never as links or images, and run no script', async ({ page, dialogs }) => {
    await page.goto(`/eth/collection/${COLLECTION_CASES.hostile}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>window.__pwned = true</script> Free Mint')
    await expect(page.getByRole('list', { name: 'Flags' })).toContainText('⚠ Possible spam')
    const links = page.getByRole('region', { name: 'Links' })
    await expect(links).toContainText('javascript:window.__pwned=true')
    expect(await links.getByRole('link').count()).toBe(0)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    await expectNoDangerousUrls(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(`${COLLECTION_VIEW}?include_prices=true`)
    await expect(page.getByRole('region', { name: 'Prices' })).toBeVisible()
    await expectAccessibleInEachTheme(page)
  })

  for (const [what, address] of [
    ['the example collection', EXAMPLE_COLLECTION],
    ['a hostile collection', COLLECTION_CASES.hostile],
  ] as const) {
    test(`works at 375 px wide: ${what}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(`/eth/collection/${address}?include_prices=true`)
      await expect(page.getByRole('region', { name: 'Links' })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
