import type { BrowserContext } from '@playwright/test'
import { injectFailureInPage } from './support/fixture-switches'
import { EXAMPLE_WALLET_OWNER, NFT_CASES } from '../mocks/fixtures/nft'
import {
  expect,
  expectNoDangerousUrls,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  PIXEL,
  recordApiRequests,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'

type Case = { address: string; tokenId: string }
const viewOf = (nft: Case, search = '') => `/eth/nft/${nft.address}/${nft.tokenId}${search}`
const nftRequests = (requests: { url(): string }[]) => requests.filter((request) => /\/api\/v2\.2\/nft\/0x[0-9a-f]{40}\/(?!metadata)/.test(request.url()))

const EXTERNAL = /^https?:\/\/(?!127\.0\.0\.1)/

async function serveImages(context: BrowserContext): Promise<void> {
  await context.route(/\.png(\?.*)?$/, (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.fulfill({ body: PIXEL, contentType: 'image/png' }),
  )
}

test.beforeEach(async ({ context }) => {
  // Media hosts are out of reach in tests: every external request fails unless a test serves it.
  await context.route(EXTERNAL, (route) => route.abort())
})

test.describe('one NFT', () => {
  test('a deep link shows the token with its traits, rarity, owner and last sale', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(viewOf(NFT_CASES.example))
    await expect(page.getByRole('heading', { name: 'Bored Ape #7495', level: 1 })).toBeVisible()
    await expect(page.getByText('A bored ape with a sea captain hat, waiting at the yacht club bar.', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'BoredApeYachtClub', exact: true })).toHaveAttribute(
      'href',
      `/eth/collection/${NFT_CASES.example.address}`,
    )
    const overview = page.getByRole('region', { name: 'Overview' })
    await expect(overview.getByRole('link', { name: EXAMPLE_WALLET_OWNER }).first()).toHaveAttribute(
      'href',
      `/eth/wallet/${EXAMPLE_WALLET_OWNER}/nft-transfers`,
    )
    await expect(overview).toContainText('Rank #412')
    await expect(overview).toContainText('Top 5%')
    const traits = page.getByRole('region', { name: 'Attributes' }).getByRole('listitem')
    await expect(traits.filter({ hasText: 'Yacht Speed' })).toContainText('+40')
    await expect(traits.filter({ hasText: 'Banana Bonus' })).toContainText('+12.5%')
    await expect(traits.filter({ hasText: 'Joined Club' })).toContainText('2021-04-24')
    await expect(traits.filter({ hasText: 'Generation' })).toContainText('2')
    const sale = page.getByRole('region', { name: 'Last sale' })
    await expect(sale.getByTitle('12.4 WETH')).toHaveText('12.4')
    await expect(sale).toContainText('$38,940.12')
    await expect(sale).toContainText('$38,937.98')
    const request = new URL(nftRequests(requests)[0]!.url())
    expect(request.searchParams.get('normalizeMetadata')).toBe('true')
    expect(request.searchParams.get('media_items')).toBe('true')
  })

  test('shows the image through the IPFS gateway with the preview sizes as its srcset', async ({ page, context }) => {
    await serveImages(context)
    await page.goto(viewOf(NFT_CASES.example))
    const image = page.getByRole('img', { name: 'Bored Ape #7495' })
    await expect(image).toHaveAttribute('src', /^https:\/\/.+\/ipfs\/QmRRPWG96cmgTn2qSzjwr2qvfNEuhunv6FNeMFGa9bx6mQ$/)
    await expect(image).toHaveAttribute('srcset', /low\.png 64w, .+medium\.png 250w, .+high\.png 500w$/)
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  })

  test('plays a video animation, with the image as its poster', async ({ page, context }) => {
    await context.route(/\.mp4$/, () => {
      // Left unanswered: the video keeps loading, as a slow gateway would.
    })
    await page.goto(viewOf(NFT_CASES.video))
    const video = page.locator('video')
    await expect(video).toHaveAttribute('src', /^https:\/\/.+\/ipfs\/bafy.+\/312\.mp4$/)
    await expect(video).toHaveAttribute('poster', /\/312\.png$/)
  })

  test('falls back from a video that fails to the image', async ({ page, context }) => {
    await serveImages(context)
    await page.goto(viewOf(NFT_CASES.video))
    await expect(page.locator('[data-media-kind="image"] img')).toBeVisible()
    expect(await page.locator('video').count()).toBe(0)
  })

  test('each kind of media and metadata shows as it should, one token after another', async ({ page }) => {
    test.setTimeout(4 * 15_000)
    await test.step('falls back to a placeholder when every source fails', async () => {
      await page.goto(viewOf(NFT_CASES.brokenImage))
      await expect(page.getByRole('img', { name: 'The media could not be loaded.' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Parallel Card 10144' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Overview' })).toContainText('3')
    })
    await test.step('shows an HTML animation only in a frame sandboxed without scripts or same-origin', async () => {
      await page.goto(viewOf(NFT_CASES.htmlAnimation))
      const frame = page.locator('iframe')
      await expect(frame).toHaveAttribute('src', 'https://generative.example.org/motion/313/index.html')
      await expect(frame).toHaveAttribute('sandbox', '')
    })
    await test.step('reads metadata from a base64 data: token URI and never loads or links a data: URL', async () => {
      await page.goto(viewOf(NFT_CASES.dataTokenUriOnly))
      await expect(page.getByRole('heading', { name: 'Onchain Monster #413' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Attributes' }).getByRole('listitem').filter({ hasText: 'Level' })).toContainText('7 of 10')
      await expect(page.getByText('Metadata embedded in the token URI')).toBeVisible()
      await expect(page.getByRole('img', { name: /not a web or IPFS address/ })).toBeVisible()
      await page.getByText('Decoded token URI', { exact: true }).click()
      await expect(page.getByLabel('Decoded token URI as JSON')).toContainText('"name": "Onchain Monster #413"')
      expect(await page.locator('[src^="data:"], [href^="data:"], [poster^="data:"]').count()).toBe(0)
    })
    await test.step('shows the raw metadata pretty-printed, collapsible and copyable', async () => {
      await page.goto(viewOf(NFT_CASES.example))
      const raw = page.getByRole('region', { name: 'Raw metadata' })
      const json = page.getByLabel('Metadata as JSON', { exact: true })
      await expect(json).toBeHidden()
      await raw.getByText('Metadata', { exact: true }).click()
      await expect(json).toBeVisible()
      await expect(json).toContainText('  "name": "Bored Ape #7495",')
      await expect(raw.getByRole('button', { name: 'Copy metadata' })).toHaveAttribute('data-copy', /"display_type": "boost_percentage"/)
    })
  })

  test('plays an audio animation under its cover', async ({ page, context }) => {
    await context.route(/\.mp3$/, () => {})
    await page.goto(viewOf(NFT_CASES.audio))
    await expect(page.locator('audio')).toHaveAttribute('src', /track-3\.mp3$/)
    await expect(page.getByRole('img', { name: /^Cover of / })).toBeAttached()
  })

  test('hostile metadata is shown as text, loads nothing and runs no script', async ({ page, dialogs }) => {
    await page.goto(viewOf(NFT_CASES.hostile))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>window.__pwned = true</script>')
    await expect(page.getByRole('region', { name: 'Attributes' })).toContainText('<img src=x onerror=')
    await expect(page.getByRole('img', { name: /not a web or IPFS address/ })).toBeVisible()
    for (const summary of await page.getByRole('region', { name: 'Raw metadata' }).locator('summary').all()) await summary.click()
    expect(await page.locator('iframe, video, audio, embed, object').count()).toBe(0)
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    await expectNoDangerousUrls(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(viewOf(NFT_CASES.example))
    await expect(page.getByRole('heading', { name: 'Bored Ape #7495' })).toBeVisible()
    await page.getByRole('region', { name: 'Raw metadata' }).getByText('Metadata', { exact: true }).click()
    await expectAccessibleInEachTheme(page)
  })

  test('its loading placeholder fits a 375 px screen', async ({ page }) => {
    await injectFailureInPage(page, { kind: 'hang', match: `/nft/${NFT_CASES.example.address}/${NFT_CASES.example.tokenId}` })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(viewOf(NFT_CASES.example))
    await expect(page.getByRole('status', { name: 'Loading the NFT' })).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })

  test('works at 375 px wide: an ordinary token, a 78-digit ERC1155 id and hostile metadata', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const nft of [NFT_CASES.example, NFT_CASES.hugeErc1155, NFT_CASES.hostile]) {
      await test.step(`token ${nft.tokenId.slice(0, 12)}`, async () => {
        await page.goto(viewOf(nft))
        await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })
})
