import { EXAMPLES } from '../src/examples'
import { STORY_CASES } from '../mocks/fixtures/story-cases'
import { expect, fixtureWorkerControls, recordApiRequests, testInWarmContext as test } from './fixtures'
import { viewNamed } from '../mocks/fixture-views'
import { injectFailureInPage } from './support/fixture-switches'

const TX = viewNamed('transaction')
const shortHash = (hash: string) => `${hash.slice(0, 6)}…${hash.slice(-4)}`

/** Each view as the header's navigation opens it, and the title its tab shows once its data is there. */
const TITLES: { nav: string; title: string }[] = [
  { nav: 'Token transfers', title: 'USD Coin (USDC) transfers · Ethereum' },
  { nav: 'Wallet NFTs', title: 'NFT transfers of 0x7f3a…1d9b · Ethereum' },
  { nav: 'NFT', title: 'Bored Ape #7495 · BoredApeYachtClub' },
  { nav: 'Collection', title: 'Bored Ape Yacht Club (BAYC) · Ethereum' },
  { nav: 'Transaction', title: 'Sent 2,500 USDC to 0x2a4c…8a10 · Transaction 0x6b1f…5b70 · Ethereum' },
  { nav: 'Top movers', title: 'Top movers' },
  { nav: 'Solana pairs', title: 'Bonk pairs · Solana' },
  { nav: 'RPC lookup', title: 'RPC lookup' },
]

test.describe('tab titles', () => {
  test('each view the header opens names what it shows, and back restores the home page’s title', async ({ page }) => {
    test.setTimeout(TITLES.length * 15_000)
    await page.goto('/')
    for (const { nav, title } of TITLES) {
      await test.step(nav, async () => {
        await expect(page).toHaveTitle('Chainview')
        await page.getByRole('navigation').first().getByRole('link', { name: nav, exact: true }).click()
        await expect(page).toHaveTitle(title)
        await page.goBack()
        await expect(page).toHaveTitle('Chainview')
      })
    }
  })

  test('each page’s tab names what it shows, one deep link after another', async ({ page }) => {
    test.setTimeout(4 * 15_000)
    await test.step('the settings page names itself', async () => {
      await page.goto('/settings')
      await expect(page).toHaveTitle('Settings · Chainview')
    })
    await test.step('a swap’s title says what it swapped', async () => {
      await page.goto(`/eth/tx/${STORY_CASES.uniswapV2Swap}`)
      await expect(page).toHaveTitle(`Swapped 1 ETH for 3,412.5 USDC · Transaction ${shortHash(STORY_CASES.uniswapV2Swap)} · Ethereum`)
    })
    await test.step('a failed transaction’s title names the call it tried', async () => {
      await page.goto(`/eth/tx/${STORY_CASES.failedSwap}`)
      await expect(page).toHaveTitle(`Failed: exactInputSingle on 0xe592…1564 · Transaction ${shortHash(STORY_CASES.failedSwap)} · Ethereum`)
    })
    await test.step('a hostile token’s exchange is titled in raw units, without its untrusted symbol', async () => {
      await page.goto(`/eth/tx/${STORY_CASES.hostileToken}`)
      await expect(page).toHaveTitle(/^Called transfer on 0x0bad…c0de \(sent 9,007,199,254,740,993 raw units of 0x0bad…c0de, received /)
    })
  })

  test('a transaction’s title names it from the link while its data is on the way', async ({ page }) => {
    await injectFailureInPage(page, { kind: 'hang', match: TX.request })
    await page.goto(TX.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Transaction 0x6b1f…5b70 · Ethereum')
  })

  test('a transaction not found, and one whose request failed, say so in the tab', async ({ page }) => {
    await injectFailureInPage(page, { kind: 'status', status: 404, match: TX.request })
    await page.goto(TX.path)
    await expect(page).toHaveTitle('Transaction not found · Ethereum')
    await fixtureWorkerControls(page)

    await injectFailureInPage(page, { kind: 'status', status: 400, message: 'chain is not supported', match: TX.request })
    await page.goto(TX.path)
    await expect(page.getByText('chain is not supported')).toBeVisible()
    await expect(page).toHaveTitle('Error · Transaction 0x6b1f…5b70 · Ethereum')
  })

  test('invalid links, unknown chains and unknown pages say so in the tab and send nothing', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto('/eth/tx/0x1234')
    await expect(page).toHaveTitle('Invalid transaction link · Chainview')
    await page.goto(`/atlantis/token/${EXAMPLES.token.address}`)
    await expect(page).toHaveTitle('Unknown chain “atlantis” · Chainview')
    await page.goto('/no/such/page/here/at/all')
    await expect(page).toHaveTitle('Page not found · Chainview')
    expect(requests.map((request) => request.url())).toEqual([])
  })

  test('the document has one title, in the head, on a deep link and after navigating', async ({ page }) => {
    // A <title> inside an SVG names the drawing (the board's rank markers), not the document.
    const titles = () =>
      page
        .locator('title')
        .evaluateAll((elements) =>
          elements.filter((element) => !element.closest('svg')).map((element) => `${element.parentElement?.tagName} ${element.textContent}`),
        )
    await page.goto(TX.path)
    await expect(page).toHaveTitle('Sent 2,500 USDC to 0x2a4c…8a10 · Transaction 0x6b1f…5b70 · Ethereum')
    expect(await titles()).toEqual(['HEAD Sent 2,500 USDC to 0x2a4c…8a10 · Transaction 0x6b1f…5b70 · Ethereum'])
    await page.getByRole('navigation').first().getByRole('link', { name: 'Top movers', exact: true }).click()
    await expect(page).toHaveTitle('Top movers')
    expect(await titles()).toEqual(['HEAD Top movers'])
  })

  test('hostile data in a title stays text, cut short, with direction tricks neutralised', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('chainview:fixture-hostile', '1'))
    await page.goto(viewNamed('NFT collection').path)
    // The title from the link, until the hostile collection's name replaces it.
    await expect(page).not.toHaveTitle('Collection 0xbc4c…f13d · Ethereum')
    await expect(page).toHaveTitle(/ · Ethereum$/)
    const title = await page.title()
    expect(title).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(title.length).toBeLessThanOrEqual(120)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned ?? false)).toBe(false)
  })
})
