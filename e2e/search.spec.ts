import type { Page } from '@playwright/test'
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, recordApiRequests, test, testInWarmContext } from './fixtures'
import { TRANSACTION_CASES } from '../mocks/fixtures/transaction'
import { CONTRACTS } from '../mocks/fixtures/nft-collection'
import { EXAMPLES } from '../src/examples'
import { EXAMPLE_WALLET } from '../mocks/fixtures/nft-transfers'
import { EXAMPLE_SOLANA_TOKEN } from '../mocks/fixtures/solana-pairs'
import { viewPath } from '../src/views/view-path'
import { WATCH_HOMES } from '../src/views/watch-homes.gen'

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Search/ })
const views = (page: Page) => page.getByRole('listbox', { name: 'Views for this search' }).getByRole('option')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const transactionRequests = (requests: ReturnType<typeof recordApiRequests>) =>
  requests.filter((request) => request.url().includes('/transaction/')).map((request) => new URL(request.url()).searchParams.get('chain'))

/** Presses / (again, if the app had not started listening yet) and pastes into the search box it focused. */
async function paste(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('/')
    // Short, so the next press comes soon when the app was not listening yet; toPass keeps trying.
    await expect(searchBox(page)).toBeFocused({ timeout: 1_000 })
  }).toPass()
  await page.keyboard.insertText(text)
}

/** Holds back the search's combobox code until the returned function is called: the field is the plain one till then. */
async function holdSearchCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  // On the context, not the page: once the fixtures' service worker serves the page (it starts when the page is first
  // idle, which a slow machine reaches before the click), the script comes through the worker's own fetch, which only
  // a context's route sees.
  await page.context().route(/\/SearchCombobox[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

test.describe('search box', () => {
  testInWarmContext('/ focuses the search box from any page, but types a slash in another field', async ({ page }) => {
    await page.goto(`/eth/token/${EXAMPLES.token.address}`)
    await expect(page.getByRole('table')).toBeVisible()
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('From block').focus()
    await page.keyboard.type('12/')
    await expect(searchBox(page)).not.toBeFocused()
  })

  test('a visit that never reaches for the search does not fetch its code; a pointer over the field does', async ({ page }) => {
    const searchCode = (url: string) => /\/SearchCombobox[^/]*\.js$/.test(new URL(url).pathname)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (searchCode(request.url())) fetched.push(request.url())
    })
    await page.goto(`/eth/token/${EXAMPLES.token.address}`)
    await expect(page.getByRole('table')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])
    const asked = page.waitForRequest((request) => searchCode(request.url()))
    await searchBox(page).hover()
    await asked
    await searchBox(page).fill(EXAMPLES.token.address)
    await expect(views(page).first()).toHaveText(/ERC20 token · USD Coin/)
  })

  test('what is typed before the search’s code has arrived stays, and its options appear once it has', async ({ page }) => {
    const release = await holdSearchCode(page)
    await page.goto('/')
    await searchBox(page).click()
    await page.keyboard.type(EXAMPLES.token.address)
    await expect(views(page)).toHaveCount(0)
    release()
    await expect(views(page).first()).toHaveText(/ERC20 token · USD Coin/)
    await expect(searchBox(page)).toBeFocused()
    await expect(searchBox(page)).toHaveValue(EXAMPLES.token.address)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/eth/token/${EXAMPLES.token.address}`)
  })

  test('Enter pressed before the search’s code has arrived opens the view once it has', async ({ page }) => {
    const release = await holdSearchCode(page)
    await page.goto('/')
    await searchBox(page).click()
    await page.keyboard.insertText(EXAMPLES.token.address)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/')
    release()
    await expect(page).toHaveURL(`/eth/token/${EXAMPLES.token.address}`)
  })

  testInWarmContext('a Polygon transaction hash pasted while Ethereum is selected opens on Polygon', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto('/')
    await paste(page, TRANSACTION_CASES.polygonOnly)
    await expect(views(page).first()).toHaveText(/Find this transaction on every chain/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`)
    await expect(heading(page)).toHaveText('Transaction on Polygon')
    const asked = transactionRequests(requests)
    expect(asked[0]).toBe('eth')
    expect(asked.filter((chain) => chain === 'polygon')).toHaveLength(1)
  })

  testInWarmContext('a hash on two chains lists both; the arrow keys and Enter pick one', async ({ page }) => {
    await page.goto('/')
    await paste(page, TRANSACTION_CASES.polygonAndBsc)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('search-status')).toHaveText('Found on 2 chains: Polygon, BNB Smart Chain.')
    await expect(views(page)).toHaveText([/^Transaction on Polygon/, /^Transaction on BNB Smart Chain/])
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/bsc/tx/${TRANSACTION_CASES.polygonAndBsc}`)
  })

  testInWarmContext('a hash no chain has names the chains asked', async ({ page }) => {
    await page.goto('/')
    await paste(page, `0x${'e7'.repeat(32)}`)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('search-problem')).toContainText('No transaction with this hash on any of the 22 chains asked: Ethereum, Polygon')
  })

  testInWarmContext('pasted links open the same thing here, on the link’s chain', async ({ page }) => {
    await page.goto('/')
    await paste(page, `https://polygonscan.com/tx/${TRANSACTION_CASES.polygonOnly}#eventlog`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/polygon/tx/${TRANSACTION_CASES.polygonOnly}`)

    await paste(page, `https://opensea.io/assets/ethereum/${CONTRACTS.apes}/7495`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/eth/nft/${CONTRACTS.apes}/7495`)

    await paste(page, `https://solscan.io/token/${EXAMPLE_SOLANA_TOKEN}?cluster=devnet`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/solana/devnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`)
  })

  testInWarmContext('a link from an unknown host says which hosts are understood and sends nothing', async ({ page }) => {
    await page.goto('/')
    const requests = recordApiRequests(page)
    await paste(page, 'https://example.com/address/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('search-problem')).toHaveText('Links from example.com are not understood.')
    await page.getByText(/Hosts Chainview understands/).click()
    await expect(page.getByText(/polygonscan\.com/)).toBeVisible()
    expect(requests).toEqual([])
  })

  const addresses = [
    { kind: 'an ERC20 token', text: EXAMPLES.token.address, option: 'ERC20 token · USD Coin on Ethereum', url: `/eth/token/${EXAMPLES.token.address}` },
    { kind: 'an NFT contract', text: CONTRACTS.apes, option: 'NFT collection · Bored Ape Yacht Club on Ethereum', url: `/eth/collection/${CONTRACTS.apes}` },
    // The wallets' home, as a watched one opens (e2e/wallet-tokens.spec.ts says which page that is).
    {
      kind: 'a wallet',
      text: EXAMPLE_WALLET,
      option: 'Wallet on Ethereum',
      url: viewPath(WATCH_HOMES.wallet.route, { chain: 'eth', address: EXAMPLE_WALLET }),
    },
    { kind: 'an NFT', text: `${CONTRACTS.apes}/7495`, option: /^NFT #7495/, url: `/eth/nft/${CONTRACTS.apes}/7495` },
    {
      kind: 'a Solana token',
      text: EXAMPLE_SOLANA_TOKEN,
      option: 'Solana token pairs Solana mainnet',
      url: `/solana/mainnet/token/${EXAMPLE_SOLANA_TOKEN}/pairs`,
    },
  ]
  testInWarmContext('each kind of address opens the view that fits it, from the search on the page the last one opened', async ({ page }) => {
    test.setTimeout(addresses.length * 15_000)
    await page.goto('/')
    for (const { kind, text, option, url } of addresses) {
      await test.step(kind, async () => {
        await paste(page, text)
        await expect(views(page).first()).toHaveText(option)
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(url)
      })
    }
  })

  testInWarmContext('at 375 px the suggestions fit the screen, in light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/')
      await page.getByLabel('Theme').selectOption(theme)
      await paste(page, EXAMPLES.token.address)
      await expect(views(page).first()).toHaveText('ERC20 token · USD Coin on Ethereum')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousA11yViolations(page)
    }
  })
})
