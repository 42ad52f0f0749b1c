import { CONTRACTS } from '../mocks/fixtures/nft-collection'
import { EXAMPLE_WALLET, NFT_TRANSFER_COUNTS } from '../mocks/fixtures/nft-transfers'
import { MAX_UINT256 } from '../mocks/fixtures/nft'
import {
  expect,
  expectNoDangerousUrls,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  expectRefusedWithoutRequest,
  recordApiRequests,
  scrollUntilVisible,
  testInWarmContext as test,
  expectAccessibleInEachTheme,
} from './fixtures'

const WALLET_VIEW = `/eth/wallet/${EXAMPLE_WALLET}/nft-transfers`
const transferRequests = (requests: { url(): string }[]) => requests.filter((request) => request.url().includes('/nft/transfers'))

test.beforeEach(async ({ context }) => {
  // Entity logos point at hosts that do not exist; no test may depend on the network.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
})

test.describe('NFT transfers of a wallet', () => {
  test('a deep link opens page one, each row linking the NFT and its collection, each transfer’s direction and amount exact', async ({ page }) => {
    test.setTimeout(2 * 15_000)
    await test.step('a deep link opens page one, each row linking the NFT and its collection', async () => {
      await page.goto(WALLET_VIEW)
      await expect(page.getByRole('heading', { name: 'NFT transfers' })).toBeVisible()
      const table = page.getByRole('table', { name: /NFT transfers of this wallet/ })
      await expect(table.getByRole('columnheader')).toHaveText(['NFT', 'Direction', 'From', 'To', 'Type', 'Amount', 'Transaction · Age'])
      const first = table.getByRole('row').nth(1)
      await expect(first.getByRole('link', { name: '#7495' })).toHaveAttribute('href', `/eth/nft/${CONTRACTS.apes}/7495`)
      await expect(first.getByRole('link', { name: /Bored Ape Yacht Club/ })).toHaveAttribute('href', `/eth/collection/${CONTRACTS.apes}`)
      await expect(first.getByText('In', { exact: true })).toBeVisible()
      await expect(first.getByRole('link', { name: /^0x[0-9a-f]{8}…/ })).toHaveAttribute('href', /\/eth\/tx\/0x[0-9a-f]{64}$/)
    })
    await test.step('says which way each transfer went and shows ERC1155 amounts exactly', async () => {
      await page.goto(WALLET_VIEW)
      const table = page.getByRole('table')
      await expect(table.getByRole('row').nth(1)).toBeVisible()
      const rowOf = (tokenText: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name: tokenText, exact: true }) })
      await expect(rowOf('#312').getByText('Self', { exact: true })).toBeVisible()
      await expect(rowOf('#4821').getByText('Out', { exact: true })).toBeVisible()
      const huge = rowOf(`#${MAX_UINT256.toString().slice(0, 8)}…${MAX_UINT256.toString().slice(-6)}`)
      await expect(huge.getByRole('cell').nth(5)).toHaveText('250')
      await expect(huge.getByRole('link').first()).toHaveAttribute('href', `/eth/nft/${CONTRACTS.storefront}/${MAX_UINT256}`)
      await expect(rowOf('#10144').getByRole('cell').nth(4)).toHaveText('ERC1155')
    })
  })

  test('reads through every cursor page to a stated end', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(WALLET_VIEW)
    await expect(page.getByRole('table')).toBeVisible()
    const end = page.getByText(`End of list · ${NFT_TRANSFER_COUNTS.example} transfers`)
    await scrollUntilVisible(page, end)
    const pages = transferRequests(requests)
    expect(pages).toHaveLength(3)
    expect(new URL(pages[0]!.url()).searchParams.get('cursor')).toBeNull()
    expect(new URL(pages[2]!.url()).searchParams.get('cursor')).toBeTruthy()
  })

  test('adding and removing a contract filter changes the URL and the request', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(WALLET_VIEW)
    await expect(page.getByRole('table')).toBeVisible()
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Contract address').fill(CONTRACTS.cards)
    await page.getByRole('button', { name: 'Add contract' }).click()
    await expect(page.getByRole('list', { name: 'Contracts in the filter' }).getByRole('listitem')).toHaveCount(1)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`contract_addresses=${CONTRACTS.cards}`))
    await expect
      .poll(() => transferRequests(requests).some((request) => new URL(request.url()).searchParams.get('contract_addresses[0]') === CONTRACTS.cards))
      .toBe(true)
    const collections = page.getByRole('table').locator('tbody tr[data-index] td:first-child a[href*="/collection/"]')
    await expect(collections.first()).toBeVisible()
    expect(new Set(await collections.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))).toEqual(
      new Set([`/eth/collection/${CONTRACTS.cards}`]),
    )

    await page.getByRole('button', { name: `Remove contract ${CONTRACTS.cards}` }).click()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).not.toHaveURL(/contract_addresses/)
  })

  test('the hex format and a range go into the URL and the request; token links stay decimal', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(WALLET_VIEW)
    await expect(page.getByRole('table')).toBeVisible()
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Token id format').selectOption('hex')
    await page.getByLabel('Order').selectOption('ASC')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/format=hex/)
    await expect(page).toHaveURL(/order=ASC/)
    await expect.poll(() => transferRequests(requests).some((request) => new URL(request.url()).searchParams.get('format') === 'hex')).toBe(true)
    const token = page.getByRole('table').getByRole('link', { name: '#0x1', exact: true })
    await expect(token).toHaveAttribute('href', `/eth/nft/${CONTRACTS.motion}/1`)
  })

  test('a filtered view is a link: reloading it shows the same filters', async ({ page }) => {
    await page.goto(`${WALLET_VIEW}?contract_addresses=${CONTRACTS.apes}&contract_addresses=${CONTRACTS.azuki}&format=hex&from_block=21000000`)
    await expect(page.getByRole('button', { name: 'Filters 3 applied' }), 'contracts, format and a range').toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('list', { name: 'Contracts in the filter' }).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByLabel('Token id format')).toHaveValue('hex')
    await expect(page.getByLabel('From block')).toHaveValue('21000000')
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  })

  test('hostile labels, entities and collection names are shown as text and run no script', async ({ page, dialogs }) => {
    await page.goto(WALLET_VIEW)
    const table = page.getByRole('table')
    await expect(table.getByText(/<script>window.__pwned = true<\/script> Free Mint/)).toBeVisible()
    await expect(table.getByText(/<img src=x onerror=/).first()).toBeVisible()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    await expectNoDangerousUrls(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test(`axe finds no serious violations, in light and dark`, async ({ page }) => {
    await page.goto(`${WALLET_VIEW}?contract_addresses=${CONTRACTS.apes}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expectAccessibleInEachTheme(page)
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(WALLET_VIEW)
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })

  test('a link on Gnosis, whose NFT operations the provider retired, says since when, sends nothing and fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await expectRefusedWithoutRequest(page, `/gnosis/wallet/${EXAMPLE_WALLET}/nft-transfers`, 'Gnosis NFT data was retired on 2024-12-06')
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Chain', exact: true })).toHaveValue('gnosis')
    await expect(page.getByRole('option', { name: 'Gnosis (NFTs retired 2024-12-06)' })).toBeDisabled()
    await expectNoHorizontalOverflow(page)
  })
})
