import type { Page } from '@playwright/test'
import { FAILURE_KEY, type InjectedFailure } from '../mocks/failure-injection'
import { EXAMPLE_RPC_BLOCK, RPC_TRANSACTIONS } from '../mocks/fixtures/rpc-transaction'
import { expect, expectNoHorizontalOverflow, expectNoInjectedScript, testInWarmContext as test, expectAccessibleInEachTheme } from './fixtures'
import { rpcField } from './support/rpc-field'

const BLOCK = EXAMPLE_RPC_BLOCK.hash
const LEGACY = RPC_TRANSACTIONS[0]!

async function injectFailure(page: Page, failure: InjectedFailure): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FAILURE_KEY, JSON.stringify(failure)] as const)
}

test.describe('JSON-RPC transaction page', () => {
  test('a deep link decodes every field: quantities as decimals, value in ETH, gas price in gwei', async ({ page }) => {
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/0`)
    await expect(rpcField(page, 'Type')).toHaveText('Legacy 0x0')
    await expect(rpcField(page, 'From')).toHaveText(LEGACY.from as string)
    await expect(rpcField(page, 'To')).toHaveText(LEGACY.to as string)
    await expect(rpcField(page, 'Value')).toHaveText(/^1\.25\s*ETH\s*0x1158e460913d0000$/)
    await expect(rpcField(page, 'Gas price')).toHaveText('24 Gwei 0x59682f000')
    await expect(rpcField(page, 'Nonce')).toHaveText('1,186 0x4a2')
    await expect(rpcField(page, 'Block number')).toHaveText('21,240,123 0x144193b')
    await expect(rpcField(page, 'Chain id')).toHaveText('1 (Ethereum) 0x1')
    await page.getByRole('link', { name: /Open this transaction in the transaction view/ }).click()
    await expect(page).toHaveURL(`/eth/tx/${LEGACY.hash}`)
  })

  test('an HTTP failure of the provider explains itself and Retry recovers', async ({ page }) => {
    test.setTimeout(60_000)
    await injectFailure(page, { kind: 'status', status: 503, match: '/proxy/rpc/', times: 4 })
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/0`)
    await expect(page.getByText(/retrying in \d+ s/)).toBeVisible()
    await expect(page.getByText(/The data service failed/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(rpcField(page, 'Type')).toHaveText('Legacy 0x0')
  })

  test(`axe finds no serious violations, in light and dark, and nothing runs from the answer`, async ({ page, dialogs }) => {
    await page.goto(`/rpc/eth/block/${BLOCK}/tx/2`)
    await expect(rpcField(page, 'Type')).toHaveText('EIP-4844 (blob) 0x3')
    await expectAccessibleInEachTheme(page)
    await expectNoInjectedScript(page)
    expect(dialogs).toEqual([])
  })

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const [index, type] of [
      [1, 'EIP-1559 (fee market) 0x2'],
      [2, 'EIP-4844 (blob) 0x3'],
    ] as const) {
      await page.goto(`/rpc/eth/block/${BLOCK}/tx/${index}`)
      // Measured once the answer is in: its long hex values are what could push the page wider.
      await expect(rpcField(page, 'Type')).toHaveText(type)
      await expectNoHorizontalOverflow(page)
    }
  })
})
