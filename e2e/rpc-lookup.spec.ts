import type { Page } from '@playwright/test'
import { FAILURE_KEY, type InjectedFailure } from '../mocks/failure-injection'
import { EXAMPLE_RPC_BLOCK, RPC_CASES, RPC_ERRORS, RPC_TRANSACTIONS } from '../mocks/fixtures/rpc-transaction'
import { RPC_ENDPOINT_STORAGE_KEY } from '../src/lib/rpc-endpoint'
import {
  expect,
  expectAccessibleInLightAndDark,
  expectNoHorizontalOverflow,
  expectNoInjectedScript,
  expectNoSeriousA11yViolations,
  recordApiRequests,
  requestsSettled,
  test,
} from './fixtures'

const BLOCK = EXAMPLE_RPC_BLOCK.hash
const [LEGACY, CREATION] = RPC_TRANSACTIONS as [(typeof RPC_TRANSACTIONS)[0], (typeof RPC_TRANSACTIONS)[0]]

/** The decoded value of one field of the node's answer, found by the field's name as a reader finds it. */
const field = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
const rpcTransactionRequests = (requests: ReturnType<typeof recordApiRequests>) => requests.filter((request) => request.url().includes('/proxy/rpc/'))

async function injectFailure(page: Page, failure: InjectedFailure): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FAILURE_KEY, JSON.stringify(failure)] as const)
}

test.describe('JSON-RPC lookup', () => {
  test('the form leads to a shareable link that finds the transaction', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto('/rpc')
    await page
      .getByRole('form', { name: /Look up a transaction/ })
      .getByLabel('Chain')
      .selectOption('eth')
    await page.getByLabel('Block hash', { exact: true }).fill(BLOCK)
    await page.getByLabel('Index', { exact: true }).fill('0x1')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page).toHaveURL(`/rpc/eth/block/${BLOCK}/tx/0x1`)
    await expect(field(page, 'Transaction hash')).toContainText(CREATION.hash as string)
    await expect(field(page, 'Type')).toHaveText('EIP-1559 (fee market) 0x2')
    await expect(field(page, 'To')).toHaveText('None — a contract creation')
    await expect(field(page, 'Max fee per gas')).toHaveText('30 Gwei 0x6fc23ac00')
    await expect(field(page, 'Input data')).toContainText('bytes of code that create the contract')

    const request = rpcTransactionRequests(requests)[0]!
    expect(request.method()).toBe('POST')
    expect(new URL(request.url()).pathname).toBe('/proxy/rpc/eth')
    expect(request.postDataJSON()).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [BLOCK, '0x1'] })
  })

  test('a deep link decodes every field: quantities as decimals, value in ETH, gas price in gwei', async ({ page }) => {
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/0`)
    await expect(field(page, 'Type')).toHaveText('Legacy 0x0')
    await expect(field(page, 'From')).toHaveText(LEGACY.from as string)
    await expect(field(page, 'To')).toHaveText(LEGACY.to as string)
    await expect(field(page, 'Value')).toHaveText(/^1\.25\s*ETH\s*0x1158e460913d0000$/)
    await expect(field(page, 'Gas price')).toHaveText('24 Gwei 0x59682f000')
    await expect(field(page, 'Nonce')).toHaveText('1,186 0x4a2')
    await expect(field(page, 'Block number')).toHaveText('21,240,123 0x144193b')
    await expect(field(page, 'Chain id')).toHaveText('1 (Ethereum) 0x1')
    await page.getByRole('link', { name: /Open this transaction in the transaction view/ }).click()
    await expect(page).toHaveURL(`/eth/tx/${LEGACY.hash}`)
  })

  test('an index past the end says the block has no transaction there', async ({ page }) => {
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/${RPC_CASES.pastEnd}`)
    await expect(page.getByRole('alert')).toContainText('has no transaction at index 3')
    await page.getByRole('link', { name: /first transaction \(index 0\)/ }).click()
    await expect(field(page, 'Type')).toHaveText('Legacy 0x0')
  })

  test('a JSON-RPC error shows its code and message', async ({ page }) => {
    await page.goto(`/rpc/eth/block/${RPC_CASES.prunedBlockHash}/tx/0`)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(`The node returned JSON-RPC error ${RPC_ERRORS.prunedBlock.code}`)
    await expect(alert).toContainText(RPC_ERRORS.prunedBlock.message)
  })

  test('an HTTP failure of the provider explains itself and Retry recovers', async ({ page }) => {
    test.setTimeout(45_000)
    await injectFailure(page, { kind: 'status', status: 503, match: '/proxy/rpc/', times: 4 })
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/0`)
    await expect(page.getByText(/retrying in \d+ s/)).toBeVisible()
    await expect(page.getByText(/The data service failed/)).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(field(page, 'Type')).toHaveText('Legacy 0x0')
  })

  test('an invalid block hash in the link gets a message and sends no request', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto(`/rpc/eth/block/${RPC_CASES.badBlockHash}/tx/0`)
    await expect(page.getByText(/is not a valid block hash \(0x and 64 hex digits\)/)).toBeVisible()
    await requestsSettled(page)
    expect(requests).toEqual([])
  })

  test('the form refuses an invalid block hash, index or endpoint before leaving the page', async ({ page }) => {
    const requests = recordApiRequests(page)
    await page.goto('/rpc')
    await page.getByLabel('Block hash', { exact: true }).fill('0x1234')
    await page.getByLabel('Index', { exact: true }).fill('-1')
    await page.getByRole('radio', { name: /Custom JSON-RPC URL/ }).check()
    await page.getByLabel('JSON-RPC URL', { exact: true }).fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page.getByText(/“0x1234” is not a valid block hash/)).toBeVisible()
    await expect(page.getByText(/“-1” is not a valid transaction index/)).toBeVisible()
    await expect(page.getByText('Only http:// and https:// endpoints can be used')).toBeVisible()
    await expect(page.getByLabel('Block hash', { exact: true })).toBeFocused()
    await expect(page).toHaveURL('/rpc')
    expect(requests).toEqual([])
  })

  test('a custom endpoint is kept in local storage, out of the link', async ({ page }) => {
    const calls: unknown[] = []
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    // On the context, not the page: the fixture service worker forwards the page's cross-origin requests itself.
    await page.context().route('http://127.0.0.1:9/**', async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      calls.push(route.request().postDataJSON())
      return route.fulfill({ json: { jsonrpc: '2.0', id: 1, result: null }, headers: cors })
    })
    await page.goto('/rpc')
    await page.getByLabel('Block hash', { exact: true }).fill(BLOCK)
    await page.getByRole('radio', { name: /Custom JSON-RPC URL/ }).check()
    await page.getByLabel('JSON-RPC URL', { exact: true }).fill('http://127.0.0.1:9/rpc')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page).toHaveURL(`/rpc/eth/block/${BLOCK}/tx/0`)
    await expect(page.getByText('custom endpoint 127.0.0.1:9')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('has no transaction at index 0')
    expect(calls).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [BLOCK, '0x0'] }])
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RPC_ENDPOINT_STORAGE_KEY)) ?? 'null')).toEqual({
      use: 'custom',
      customUrl: 'http://127.0.0.1:9/rpc',
    })

    await page.getByRole('link', { name: 'Edit lookup or endpoint' }).click()
    await expect(page.getByLabel('Block hash', { exact: true })).toHaveValue(BLOCK)
    await expect(page.getByLabel('JSON-RPC URL', { exact: true })).toHaveValue('http://127.0.0.1:9/rpc')
    await page.getByRole('radio', { name: /Configured provider/ }).check()
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page.getByText('Asked: configured provider')).toBeVisible()
    await expect(field(page, 'Type')).toHaveText('Legacy 0x0')
  })

  test('on the RPC views the header says the lookup sets the chain rather than offering the data API’s chains', async ({ page }) => {
    const header = page.getByRole('banner')
    await page.goto('/rpc')
    await expect(header.getByText('set by the RPC lookup')).toBeVisible()
    await expect(header.getByRole('combobox', { name: 'Chain', exact: true })).toHaveCount(0)
    const formChains = page.getByRole('form', { name: /Look up a transaction/ }).getByRole('combobox', { name: 'Chain', exact: true })
    await expect(formChains.getByRole('option', { name: 'Polygon Amoy (amoy)' })).toHaveCount(1)

    // The lookup's JSON-RPC name "amoy" is the data API's "polygon-amoy": the other views keep to that chain.
    await page.goto(`/rpc/amoy/block/${BLOCK}/tx/0`)
    await expect(header.getByText('set by the RPC lookup')).toBeVisible()
    await expect(header.getByRole('combobox', { name: 'Chain', exact: true })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Transaction', exact: true })).toHaveAttribute(
      'href',
      /^\/polygon-amoy\/tx\//,
    )
  })

  test('axe finds no serious violations, in light and dark, and nothing runs from the answer', async ({ page, dialogs }) => {
    await page.goto('/rpc')
    await expectNoSeriousA11yViolations(page)
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/2`)
    await expect(field(page, 'Type')).toHaveText('EIP-4844 (blob) 0x3')
    await expectAccessibleInLightAndDark(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/rpc')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    for (const [index, type] of [
      [1, 'EIP-1559 (fee market) 0x2'],
      [2, 'EIP-4844 (blob) 0x3'],
    ] as const) {
      await page.goto(`/rpc/eth/block/${BLOCK}/tx/${index}`)
      // Measured once the answer is in: its long hex values are what could push the page wider.
      await expect(field(page, 'Type')).toHaveText(type)
      await expectNoHorizontalOverflow(page)
    }
  })
})
