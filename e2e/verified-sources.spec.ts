import type { Page } from '@playwright/test'
import { expect, expectAccessibleIn, expectNoInjectedScript, testInWarmContext as test } from './fixtures'
import { injectFailureInPage } from './support/fixture-switches'
import {
  expectDatabaseNameLabelled,
  expectEveryFittingCandidate,
  expectProxyCallNamedFromImplementation,
  expectSoon,
  expectVerifiedCallNamed,
  inputData,
} from './support/verified-source-pages'
import { VERIFIED_SOURCE_CASES as CASES } from '../mocks/fixtures/verified-source-story-records'
import { SOURCIFY_CONTRACTS as C } from '../mocks/sourcify-answers'

/** Every request to Sourcify's proxy, and the moment the transaction's own data was asked for. */
function recordLookups(page: Page): { sourcify: string[]; transactionAt: () => number; firstLookupAt: () => number } {
  const sourcify: string[] = []
  let transactionAt = Infinity
  let firstLookupAt = Infinity
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/proxy/evm/api/v2.2/transaction/')) transactionAt = Math.min(transactionAt, Date.now())
    if (path.startsWith('/proxy/sourcify/')) {
      firstLookupAt = Math.min(firstLookupAt, Date.now())
      sourcify.push(request.url())
    }
  })
  return { sourcify, transactionAt: () => transactionAt, firstLookupAt: () => firstLookupAt }
}

test.describe('names from verified sources (the Sourcify stand-in, fixture mode)', () => {
  test.setTimeout(120_000)
  test('a call and an event the offline index does not know are named from the verified ABI, after first paint, and the contract is labelled', async ({
    page,
  }) => {
    const lookups = recordLookups(page)
    await expectVerifiedCallNamed(page, '')
    const summary = page.getByRole('region', { name: 'Summary' })
    await expectSoon(summary.getByTestId('verified-contract-name')).toHaveText('DNSSECImpl (name from its verified source)')
    expect(lookups.firstLookupAt()).toBeGreaterThan(lookups.transactionAt())
    // The called contract, and one batch of the selector and topic the index left unknown.
    expect(lookups.sourcify.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining([`/proxy/sourcify/v2/contract/1/${C.verified}`, '/proxy/sourcify/signature-database/v1/lookup']),
    )
    expect(lookups.sourcify.length).toBeLessThanOrEqual(2)
    await expectAccessibleIn(page, 'light')
  })

  test('a proxy’s call is named from its implementation; an unverified contract’s selector lists every fitting database signature, and a single fit is named and labelled', async ({
    page,
  }) => {
    await expectProxyCallNamedFromImplementation(page, '')
    await expectEveryFittingCandidate(page, '')
    await expectDatabaseNameLabelled(page, '')
  })

  test('a hostile verified contract name is shown as short plain text', async ({ page }) => {
    await page.goto(`/eth/tx/${CASES.hostileName}`)
    const name = page.getByTestId('verified-contract-name')
    await expectSoon(name).toContainText('<img src=x onerror=alert(1)>')
    expect([...(await name.locator('.untrusted').innerText())].length).toBeLessThanOrEqual(40)
    await expectNoInjectedScript(page)
  })

  test('with Sourcify down, the page is the offline one and says verified sources could not be reached', async ({ page }) => {
    await injectFailureInPage(page, { kind: 'network', match: '/proxy/sourcify/' })
    await page.goto(`/eth/tx/${CASES.verifiedCall}`)
    await expectSoon(page.getByTestId('verified-sources-unreachable')).toHaveText(/Verified sources \(Sourcify\) could not be reached/)
    await expectSoon(inputData(page).getByText('(not a call this explorer decodes)')).toBeVisible()
    await expect(page.getByText('setAlgorithm(uint8 id, address algo)')).toHaveCount(0)
    await expect(page.getByTestId('verified-contract-name')).toHaveCount(0)
  })
})
