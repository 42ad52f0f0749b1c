import {
  chooseTheme,
  expect,
  expectAccessibleIn,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  testInWarmContext as test,
  THEMES,
  expectAccessibleInEachTheme,
} from './fixtures'
import { RECENT_VIEWS_STORAGE_KEY } from '../src/lib/watchlist/recent-views'
import { viewPath } from '../src/views/view-path'
import { WATCH_HOMES } from '../src/views/watch-homes.gen'
import { downloadedText } from './support/read-download'
import { FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS } from '../mocks/fixtures/top-movers'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const MOG = '0xaaee1a9723aadb7afa2810263653a34ba2c21c7a'
const WALLET = '0x7f3a9c1e5b2d8046a1c9e7f0b3d5a2c4e6f81d9b'
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'

const NFT_CONTRACT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const TRANSACTION = '0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70'

const VIEWS = {
  token: `/eth/token/${USDC}`,
  wallet: `/eth/wallet/${WALLET}/nft-transfers`,
  solana: `/solana/mainnet/token/${BONK}/pairs`,
  nft: `/eth/nft/${NFT_CONTRACT}/7495`,
  collection: `/eth/collection/${NFT_CONTRACT}`,
  transaction: `/eth/tx/${TRANSACTION}`,
}

test.describe('Watchlist', () => {
  test('a watched token survives a reload and appears on the home page as a deep link', async ({ page }) => {
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('heading', { name: /USD Coin/ })).toBeVisible()
    const watch = page.getByRole('button', { name: 'Watch' })
    await expect(watch).toHaveAttribute('aria-pressed', 'false')
    await watch.click()
    await expect(watch).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/')
    const watchlist = page.getByRole('region', { name: 'Watchlist' })
    await expect(watchlist.getByRole('heading', { name: 'Tokens' })).toBeVisible()
    const link = watchlist.getByRole('link', { name: 'USD Coin (USDC)' })
    await expect(link).toHaveAttribute('href', `/eth/token/${USDC}`)
    await expect(watchlist.getByText(/Ethereum · added \d{4}-\d{2}-\d{2}/)).toBeVisible()
    const examples = page.getByRole('heading', { name: 'Example views' })
    expect((await watchlist.boundingBox())!.y, 'the watchlist is above the examples').toBeLessThan((await examples.boundingBox())!.y)
    await link.click()
    await expect(page).toHaveURL(`/eth/token/${USDC}`)
  })

  test('an entry can be renamed and removed from the home page, and both last', async ({ page }) => {
    await page.goto(`/solana/mainnet/token/${BONK}/pairs`)
    await expect(page.getByRole('table')).toBeVisible()
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto(`/eth/wallet/${WALLET}/nft-transfers`)
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/')
    const watchlist = page.getByRole('region', { name: 'Watchlist' })
    await expect(watchlist.getByRole('heading', { name: 'Wallets' })).toBeVisible()
    await expect(watchlist.getByRole('heading', { name: 'Solana tokens' })).toBeVisible()
    await watchlist.getByRole('button', { name: 'Rename Wallet 0x7f3a…1d9b' }).click()
    const input = watchlist.getByRole('textbox', { name: 'New label' })
    await input.fill('  ')
    await input.press('Enter')
    await expect(watchlist.getByRole('alert')).toHaveText('A label needs at least one letter or digit.')
    await input.fill('Cold wallet')
    await input.press('Enter')
    // Watched from its NFT transfers, the wallet opens at its home (e2e/wallet-tokens.spec.ts says which page that is).
    await expect(watchlist.getByRole('link', { name: 'Cold wallet' })).toHaveAttribute(
      'href',
      viewPath(WATCH_HOMES.wallet.route, { chain: 'eth', address: WALLET }),
    )
    await page.reload()
    await expect(watchlist.getByRole('link', { name: 'Cold wallet' })).toBeVisible()
    await watchlist.getByRole('button', { name: 'Remove Cold wallet from the watchlist' }).click()
    await expect(watchlist.getByRole('link', { name: 'Cold wallet' })).toHaveCount(0)
    await expect(watchlist.getByRole('heading', { name: 'Wallets' })).toHaveCount(0)
    await page.reload()
    await expect(watchlist.getByRole('heading', { name: 'Solana tokens' })).toBeVisible()
    await expect(watchlist.getByRole('heading', { name: 'Wallets' })).toHaveCount(0)
  })

  test('exports as JSON, and an import adds good entries and reports the bad ones', async ({ page, browser }) => {
    await page.goto(`/eth/token/${USDC}`)
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export JSON' }).click()
    const exported = JSON.parse(await downloadedText(await download)) as { version: number; entries: { label: string }[] }
    expect((await download).suggestedFilename()).toBe('chainview-watchlist.json')
    expect(exported).toMatchObject({ version: 1, entries: [{ kind: 'token', chain: 'eth', address: USDC, label: expect.any(String) }] })

    // Another browser: its own entry stays, the file's good entries join it, the bad one is named and skipped.
    const other = await browser.newPage()
    await other.goto(`/eth/wallet/${WALLET}/nft-transfers`)
    await other.getByRole('button', { name: 'Watch' }).click()
    await expect(other.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await other.goto('/')
    const file = {
      ...exported,
      entries: [...exported.entries, { kind: 'token', chain: 'nowhere', address: USDC, label: 'Bad', addedAt: '2026-01-01T00:00:00Z' }],
    }
    await other.getByLabel('Import JSON').setInputFiles({ name: 'watchlist.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
    const report = other.getByRole('status').filter({ hasText: 'Imported 1 entry; skipped 1 entry.' })
    await expect(report).toBeVisible()
    await expect(report).toContainText('Entry 2: the chain is not one Chainview shows')
    const watchlist = other.getByRole('region', { name: 'Watchlist' })
    await expect(watchlist.getByRole('link', { name: exported.entries[0]!.label })).toBeVisible()
    await expect(watchlist.getByRole('heading', { name: 'Wallets' })).toBeVisible()
    await other.getByLabel('Import JSON').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json') })
    await expect(other.getByRole('alert')).toHaveText('Nothing was imported. The file is not JSON.')
    await other.close()
  })

  test('the top-movers board marks watched tokens', async ({ page }) => {
    // The older movers board, whose tokens are on Ethereum; e2e/top-movers.spec.ts covers the trending board's chains.
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FIXTURE_SCENARIO_KEY, TOP_MOVERS_SCENARIOS.moversOnly] as const)
    await page.goto(`/eth/token/${MOG}`)
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/market/top-movers')
    const mog = page.getByRole('row').filter({ hasText: 'Mog Coin' }).first()
    await expect(mog.getByTitle('On your watchlist')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Pepe' }).first().getByTitle('On your watchlist')).toHaveCount(0)
  })

  test('the home page lists the views opened last, newest first, and can clear them', async ({ page }) => {
    await page.goto(`/eth/token/${USDC}`)
    await expect(page.getByRole('heading', { name: /USD Coin/ })).toBeVisible()
    // A visit is recorded once its page is idle, which a busy machine can put off past the first rows.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', RECENT_VIEWS_STORAGE_KEY)).toContain(USDC)
    await page.goto(`/solana/mainnet/token/${BONK}/pairs`)
    await expect(page.getByRole('table')).toBeVisible()
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', RECENT_VIEWS_STORAGE_KEY)).toContain(BONK)
    await page.goto('/')
    const recent = page.getByRole('region', { name: 'Recently viewed' })
    await expect(recent.getByRole('link')).toHaveText(['Solana token DezXAZ…B263 · Solana mainnet', 'Token 0xa0b8…eb48 · Ethereum'])
    await recent.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(`/eth/token/${USDC}`)
    await page.goBack()
    await page.getByRole('button', { name: 'Clear recently viewed' }).click()
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Example views' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
  })

  test('the Watch toggle of every view fits a 375 px screen once pressed', async ({ page }) => {
    test.setTimeout(Object.keys(VIEWS).length * 15_000)
    await page.setViewportSize({ width: 375, height: 800 })
    for (const [kind, view] of Object.entries(VIEWS)) {
      await test.step(kind, async () => {
        await page.goto(view)
        const watch = page.getByRole('button', { name: 'Watch' })
        await watch.click()
        await expect(watch).toHaveAttribute('aria-pressed', 'true')
        await expectNoHorizontalOverflow(page)
      })
    }
  })

  test(`a pressed Watch toggle passes axe in light and dark`, async ({ page }) => {
    await page.goto(VIEWS.token)
    const watch = page.getByRole('button', { name: 'Watch' })
    await watch.click()
    // Reloaded only once the click has been recorded: the Watch button's code may still be on its way.
    await expect(watch).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await expectAccessibleInEachTheme(page)
  })

  for (const theme of THEMES) {
    test(`the home page’s watchlist, with a label being edited, fits a 375 px screen and passes axe in ${theme}`, async ({ page }) => {
      await chooseTheme(page, theme)
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto('/')
      await page.evaluate((entries) => localStorage.setItem('chainview.watchlist', JSON.stringify({ version: 1, entries })), WATCHED)
      await page.reload()
      const watchlist = page.getByRole('region', { name: 'Watchlist' })
      await expect(watchlist.getByRole('listitem')).toHaveCount(WATCHED.length)
      await expect(watchlist.getByRole('heading', { level: 3 })).toHaveText(['Tokens', 'Wallets', 'NFTs', 'Collections', 'Transactions', 'Solana tokens'])
      await watchlist.getByRole('button', { name: /^Rename Extremely Long/ }).click()
      await expect(watchlist.getByRole('textbox', { name: 'New label' })).toBeFocused()
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: test.info().outputPath(`home-375-${theme}.png`), fullPage: true })
      await expectAccessibleIn(page, theme)
      await expect(watchlist.getByRole('link', { name: '<img src=x onerror="window.__pwned=true">' }), 'a label is text, never markup').toBeVisible()
      await expectNoInjectedScript(page)
    })
  }
})

const ADDED = '2026-11-20T08:00:00.000Z'
/** One entry of each kind; a long unbroken label and markup show that labels wrap and stay text. */
const WATCHED = [
  { kind: 'token', chain: 'eth', address: USDC, label: `Extremely Long Token Name ${'W'.repeat(150)}`, addedAt: ADDED },
  { kind: 'wallet', chain: 'eth', address: WALLET, label: '<img src=x onerror="window.__pwned=true">', addedAt: ADDED },
  { kind: 'nft', chain: 'eth', address: NFT_CONTRACT, tokenId: '7495', label: 'Bored Ape #7495', addedAt: ADDED },
  { kind: 'collection', chain: 'eth', address: NFT_CONTRACT, label: 'Bored Ape Yacht Club', addedAt: ADDED },
  { kind: 'transaction', chain: 'eth', hash: TRANSACTION, label: 'USDC transfer', addedAt: ADDED },
  { kind: 'solana-pairs', network: 'mainnet', address: BONK, label: 'Bonk', addedAt: ADDED },
]
