import type { Page } from '@playwright/test'
import { EXAMPLES } from '../src/examples'
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, fixtureWorkerControls, testInWarmContext as test } from './fixtures'
import { STAND_IN } from './support/stand-in-data'
import { startStandInUpstream, type StandInUpstream } from './support/stand-in-upstream'

// Bring your own key: the fixture build (no server-side key), a key typed into Settings, the stand-in as provider.
const OWN_KEY = 'byok-e2e-key-2718'
const STORAGE_KEY = 'chainview.own-api-key'

let upstream: StandInUpstream

test.beforeAll(async () => {
  upstream = await startStandInUpstream({ port: 4215, apiKey: OWN_KEY })
})

test.afterAll(async () => {
  await upstream?.close()
})

async function saveKey(page: Page, key: string): Promise<void> {
  await page.goto('/settings')
  // An uncontrolled page is reloaded by MSW as the fixture worker starts, and the fields typed before it go with it.
  await fixtureWorkerControls(page)
  await page.getByLabel('API key').fill(key)
  await page.getByLabel('EVM API address').fill(upstream.bases.evm)
  await page.getByLabel('Solana API address').fill(upstream.bases.solana)
  await page.getByLabel('JSON-RPC address').fill(upstream.bases.rpc)
  await page.getByRole('button', { name: 'Save in this browser' }).click()
}

test('a key entered in settings goes with every request to the chosen addresses; removing it stops them', async ({ page }) => {
  test.setTimeout(60_000)
  upstream.acceptKey(OWN_KEY)
  const pageUrls: string[] = []
  page.on('framenavigated', (frame) => pageUrls.push(frame.url()))
  const sameOrigin: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).port !== '4215') sameOrigin.push(`${request.url()} ${JSON.stringify(request.headers())}`)
  })

  await page.goto('/settings')
  await expect(page.getByTestId('data-mode')).toHaveText(/built-in fixtures/)
  await expect(page.getByText('Stored in this browser’s local storage')).toBeVisible()
  await saveKey(page, OWN_KEY)
  await expect(page.getByRole('status')).toHaveText('Saved in this browser. Views now read live data with your key.')
  await expect(page.getByTestId('data-mode')).toHaveText('Data: live API with your own key, saved in this browser')
  await expect(page.getByText('A key ending in …2718 is saved in this browser.')).toBeVisible()

  // Applied at once, without a reload: search for the stand-in's token.
  const before = upstream.seen.length
  await page.getByRole('combobox', { name: /^Search/ }).fill(STAND_IN.token)
  await page.getByRole('combobox', { name: /^Search/ }).press('Enter')
  await expect(page.getByText(STAND_IN.tokenName).first()).toBeVisible()
  // Applied at startup too: a fresh load of a JSON-RPC view.
  await page.goto(`/rpc/${STAND_IN.rpcChain}/block/${STAND_IN.rpcBlockHash}/tx/0`)
  await expect(page.getByText(STAND_IN.rpcTxHash)).toBeVisible()

  const sent = upstream.seen.slice(before)
  expect(sent.some((request) => request.path.endsWith(`/erc20/${STAND_IN.token}/transfers`) && request.headerKey === OWN_KEY)).toBe(true)
  expect(sent.some((request) => request.path === `/rpc/${STAND_IN.rpcChain}/${OWN_KEY}` && request.pathKey === OWN_KEY && request.headerKey === null)).toBe(
    true,
  )
  expect(sent.every((request) => request.headerKey === OWN_KEY || request.pathKey === OWN_KEY)).toBe(true)
  expect(
    pageUrls.filter((url) => url.includes(OWN_KEY)),
    'the key is never in a page address',
  ).toEqual([])
  expect(
    sameOrigin.filter((line) => line.includes(OWN_KEY)),
    'the key goes only to the chosen addresses',
  ).toEqual([])
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toContain(OWN_KEY)

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Remove saved key' }).click()
  await expect(page.getByRole('status')).toHaveText('Removed from this browser. Views are back on built-in fixtures.')
  await expect(page.getByTestId('data-mode')).toHaveText(/built-in fixtures/)
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()

  const afterRemoval = upstream.seen.length
  await page.getByRole('combobox', { name: /^Search/ }).fill(EXAMPLES.token.address)
  await page.getByRole('combobox', { name: /^Search/ }).press('Enter')
  await expect(page.getByRole('heading', { name: /USD Coin/ })).toBeVisible()
  await page.goto(`/eth/token/${STAND_IN.token}`)
  await page.goto(`/rpc/${STAND_IN.rpcChain}/block/${STAND_IN.rpcBlockHash}/tx/0`)
  await expect(page.getByRole('main')).not.toContainText(STAND_IN.rpcTxHash)
  expect(upstream.seen.slice(afterRemoval), 'nothing reaches the provider once the key is removed').toEqual([])
})

test('a key the provider refuses shows "The API key was rejected"', async ({ page }) => {
  upstream.acceptKey('the-real-key')
  await saveKey(page, 'mistyped-key-0000')
  await page.goto(`/eth/tx/${STAND_IN.txHash}`)
  await expect(page.getByText('The API key was rejected')).toBeVisible()
  upstream.acceptKey(OWN_KEY)
})

test('the settings form explains a wrong address and saves nothing', async ({ page }) => {
  await page.goto('/settings')
  await page.getByLabel('API key').fill(OWN_KEY)
  await page.getByLabel('EVM API address').fill('http://api.example.com')
  await page.getByRole('button', { name: 'Save in this browser' }).click()
  await expect(page.getByText('The EVM API address must start with https://', { exact: false })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()
  await expect(page.getByTestId('data-mode')).toHaveText(/built-in fixtures/)
})

test('the settings page has no serious axe violations, in light and dark, and fits 375 px', async ({ page }) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Theme').selectOption('dark')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectNoHorizontalOverflow(page)
})
