import type { Page } from '@playwright/test'
import { expect, expectAccessibleIn, expectNoInjectedScript, test } from './fixtures'
import { injectFailureInPage } from './support/fixture-switches'
import { COLLIDING_SIGNATURES, SOURCIFY_CONTRACTS as C } from '../mocks/sourcify-answers'
import { storyHash } from '../mocks/fixtures/story-encoding'

// mocks/fixtures/verified-source-stories.ts imports ABI JSON, which Playwright's loader cannot: its hashes by name.
const CASES = {
  verifiedCall: storyHash('verified source: DNSSECImpl setAlgorithm with its AlgorithmUpdated event'),
  proxyCall: storyHash('verified source: setDigest through an EIP-1967 proxy'),
  collidingSelector: storyHash('verified source: an unverified contract called with a selector two database signatures fit'),
  databaseCall: storyHash('verified source: an unverified contract called with rrdata, named by the database alone'),
  hostileName: storyHash('verified source: setOwner on a contract whose verified name is hostile'),
}

// The sections paint after the summary, and Sourcify's names after the index's decoding: give a busy machine time.
const expectSoon = expect.configure({ timeout: 40_000 })

const inputData = (page: Page) => page.getByRole('region', { name: /Input data/ })

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
    await page.goto(`/eth/tx/${CASES.verifiedCall}`)
    const input = inputData(page)
    await expectSoon(input.getByText('setAlgorithm(uint8 id, address algo)')).toBeVisible()
    await expectSoon(input.getByTestId('verified-source-note')).toContainText('named from the verified source of DNSSECImpl')
    await expectSoon(page.getByText('AlgorithmUpdated(uint8 id, address addr)')).toBeVisible()
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
    await page.goto(`/eth/tx/${CASES.proxyCall}`)
    await expectSoon(inputData(page).getByText('setDigest(uint8 id, address digest)')).toBeVisible()
    await expectSoon(inputData(page).getByTestId('verified-source-note')).toContainText(`DNSSECImpl at ${C.implementation.slice(0, 6)}`)

    await page.goto(`/eth/tx/${CASES.collidingSelector}`)
    const candidates = inputData(page).getByTestId('database-candidates')
    await expectSoon(candidates).toContainText('The public signature database lists 2 signatures that fit this data; none is named')
    for (const signature of COLLIDING_SIGNATURES) await expectSoon(candidates).toContainText(signature.replace(',', ', '))
    await expectSoon(inputData(page).getByText('(not a call this explorer decodes)')).toBeVisible()

    await page.goto(`/eth/tx/${CASES.databaseCall}`)
    await expectSoon(inputData(page).getByText('rrdata(uint16, bytes)')).toBeVisible()
    await expectSoon(inputData(page).getByText('(named from the public signature database)')).toBeVisible()
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
