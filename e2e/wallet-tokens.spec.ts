import {
  expect,
  expectNoDangerousUrls,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  expectRefusedWithoutRequest,
  recordApiRequests,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'
import { downloadedCsv } from './support/read-download'
import { EXAMPLES } from '../src/examples'
import { findWalletTokens } from '../mocks/fixtures/wallet-tokens'

const WALLET = EXAMPLES.wallet.address
const HOLDINGS = findWalletTokens(WALLET)!.tokens
const SPAM = HOLDINGS.filter((row) => row.possible_spam)

test.describe('a wallet’s tokens', () => {
  test('the wallet’s home lists its native coin first, exactly, with spam hidden behind a count', async ({ page }) => {
    await page.goto(`/eth/wallet/${WALLET}`)
    const table = page.getByRole('table', { name: /Tokens this wallet holds/ })
    const first = table.getByRole('row').nth(1)
    await expect(first).toContainText('Ether')
    await expect(first).toContainText('Native coin')
    // one balance shows: in its column from `sm` up, in the token's cell below it
    await expect(first.getByTitle('12.345678901234567891 ETH').filter({ visible: true })).toHaveCount(1)
    await expect(table.getByRole('row')).toHaveCount(1 + HOLDINGS.length - SPAM.length)
    await expect(table).not.toContainText('claim-eth.example')

    await page.getByRole('button', { name: 'Show them' }).click()
    await expect(table.getByRole('row')).toHaveCount(1 + HOLDINGS.length)
    await expect(table).toContainText('claim-eth.example')
    await expect(table.getByText('⚠ Possible spam')).toHaveCount(SPAM.length)
    await expectNoInjectedScript(page)
    await expectNoDangerousUrls(page)
  })

  test('links each token to its transfers and the wallet to its NFT transfers', async ({ page }) => {
    await page.goto(`/eth/wallet/${WALLET}`)
    await page.getByRole('table').getByRole('link', { name: 'USD Coin' }).click()
    await expect(page).toHaveURL(`/eth/token/${EXAMPLES.token.address}`)
    await page.goBack()
    await page.getByRole('link', { name: 'NFT transfers of this wallet' }).click()
    await expect(page).toHaveURL(`/eth/wallet/${WALLET}/nft-transfers`)
  })

  test('exports every holding, spam included, with exact balances', async ({ page }) => {
    await page.goto(`/eth/wallet/${WALLET}`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`wallet-tokens_eth_${WALLET}.csv`)
    const { records } = await downloadedCsv(file)
    expect(records).toHaveLength(HOLDINGS.length)
    expect(records[0]).toMatchObject({ symbol: 'ETH', native: 'true', balance: '12.345678901234567891', balance_raw: '12345678901234567891' })
    expect(records.filter((record) => record.possible_spam === 'true')).toHaveLength(SPAM.length)
  })

  test('a watched wallet opens here from the home page', async ({ page }) => {
    await page.goto(`/eth/wallet/${WALLET}`)
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/')
    await page.getByRole('region', { name: 'Watchlist' }).getByRole('link').first().click()
    await expect(page).toHaveURL(`/eth/wallet/${WALLET}`)
    await expect(page.getByRole('table', { name: /Tokens this wallet holds/ })).toBeVisible()
  })

  test('the search opens a wallet here, on a chain whose NFT operations the provider retired too', async ({ page }) => {
    for (const chain of [
      { slug: 'eth', label: 'Ethereum' },
      { slug: 'gnosis', label: 'Gnosis' },
    ]) {
      await page.goto(`/${chain.slug}/token/${EXAMPLES.token.address}`)
      const search = page.getByRole('combobox', { name: /^Search/ })
      await search.fill(WALLET)
      await expect(page.getByRole('option', { name: `Wallet on ${chain.label}` })).toBeVisible()
      await search.press('Enter')
      await expect(page).toHaveURL(`/${chain.slug}/wallet/${WALLET}`)
      await expect(page.getByRole('table', { name: /Tokens this wallet holds/ })).toBeVisible()
    }
    // An address the search takes for a token is offered as a wallet too, here.
    await page.goto(`/eth/token/${EXAMPLES.token.address}`)
    await page.getByRole('combobox', { name: /^Search/ }).fill(EXAMPLES.token.address)
    await page.getByRole('option', { name: 'Wallet tokens on Ethereum' }).click()
    await expect(page).toHaveURL(`/eth/wallet/${EXAMPLES.token.address}`)
  })

  test('a malformed address is refused without a request', async ({ page }) => {
    await expectRefusedWithoutRequest(page, '/eth/wallet/0x7f3a', /not a valid wallet address/)
  })

  test('a rejected key is said in plain words, and the request was made', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto('/eth/wallet/0x4010000000000000000000000000000000000401')
    await expect(page.getByText(/The API key was rejected/)).toBeVisible()
    expect(requests.some((request) => request.url().includes('/wallets/0x4010000000000000000000000000000000000401/tokens'))).toBe(true)
  })

  test(`fits 375 px and has no serious accessibility violations (light and dark)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/eth/wallet/${WALLET}`)
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectAccessibleInEachTheme(page)
  })
})
