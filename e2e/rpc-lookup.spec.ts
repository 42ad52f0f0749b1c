import { EXAMPLE_RPC_BLOCK, RPC_TRANSACTIONS } from '../mocks/fixtures/rpc-transaction'
import { RPC_ENDPOINT_STORAGE_KEY } from '../src/lib/rpc-endpoint'
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, recordApiRequests, testInWarmContext as test } from './fixtures'
import { rpcField } from './support/rpc-field'

const BLOCK = EXAMPLE_RPC_BLOCK.hash
const CREATION = RPC_TRANSACTIONS[1]!
const rpcTransactionRequests = (requests: ReturnType<typeof recordApiRequests>) => requests.filter((request) => request.url().includes('/proxy/rpc/'))

test.describe('JSON-RPC lookup form', () => {
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
    await expect(rpcField(page, 'Transaction hash')).toContainText(CREATION.hash as string)
    await expect(rpcField(page, 'Type')).toHaveText('EIP-1559 (fee market) 0x2')
    await expect(rpcField(page, 'To')).toHaveText('None — a contract creation')
    await expect(rpcField(page, 'Max fee per gas')).toHaveText('30 Gwei 0x6fc23ac00')
    await expect(rpcField(page, 'Input data')).toContainText('bytes of code that create the contract')

    const request = rpcTransactionRequests(requests)[0]!
    expect(request.method()).toBe('POST')
    expect(new URL(request.url()).pathname).toBe('/proxy/rpc/eth')
    expect(request.postDataJSON()).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [BLOCK, '0x1'] })
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
    await expect(rpcField(page, 'Type')).toHaveText('Legacy 0x0')
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

  test('axe finds no serious violations on the form, and it works at 375 px wide', async ({ page }) => {
    await page.goto('/rpc')
    await expectNoSeriousA11yViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
})
