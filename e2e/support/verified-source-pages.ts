import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { VERIFIED_SOURCE_CASES as CASES } from '../../mocks/fixtures/verified-source-story-records'
import { COLLIDING_SIGNATURES, SOURCIFY_CONTRACTS as C } from '../../mocks/sourcify-answers'

/**
 * What a reader sees of the Sourcify stand-in's transactions (mocks/fixtures/verified-source-story-records.ts), the
 * same in fixture mode, through nginx and through vite preview. `origin` is '' for the configured base URL.
 */

// The sections paint after the summary, and Sourcify's names after the index's decoding: give a busy machine time.
export const expectSoon = expect.configure({ timeout: 40_000 })

export const inputData = (page: Page) => page.getByRole('region', { name: /Input data/ })

export const transactionUrl = (origin: string, hash: string) => `${origin}/eth/tx/${hash}`

/** A call and an event the offline index does not know, named from the verified ABI with their parameters' names. */
export async function expectVerifiedCallNamed(page: Page, origin: string): Promise<void> {
  await page.goto(transactionUrl(origin, CASES.verifiedCall))
  const input = inputData(page)
  await expectSoon(input.getByText('setAlgorithm(uint8 id, address algo)')).toBeVisible()
  await expectSoon(input.getByTestId('verified-source-note')).toContainText('named from the verified source of DNSSECImpl')
  await expectSoon(page.getByRole('region', { name: /^Logs/ }).getByText('AlgorithmUpdated(uint8 id, address addr)')).toBeVisible()
}

/** A call through an EIP-1967 proxy, named from its implementation's verified ABI and credited to it. */
export async function expectProxyCallNamedFromImplementation(page: Page, origin: string): Promise<void> {
  await page.goto(transactionUrl(origin, CASES.proxyCall))
  await expectSoon(inputData(page).getByText('setDigest(uint8 id, address digest)')).toBeVisible()
  await expectSoon(inputData(page).getByTestId('verified-source-note')).toContainText(`DNSSECImpl at ${C.implementation.slice(0, 6)}`)
}

/** An unverified contract's selector that two database signatures fit: each listed, none named. */
export async function expectEveryFittingCandidate(page: Page, origin: string): Promise<void> {
  await page.goto(transactionUrl(origin, CASES.collidingSelector))
  const candidates = inputData(page).getByTestId('database-candidates')
  await expectSoon(candidates).toContainText('The public signature database lists 2 signatures that fit this data; none is named')
  for (const signature of COLLIDING_SIGNATURES) await expectSoon(candidates).toContainText(signature.replace(',', ', '))
  await expectSoon(inputData(page).getByText('(not a call this explorer decodes)')).toBeVisible()
}

/** An unverified contract's selector that one database signature fits: named by it, and labelled as the database's. */
export async function expectDatabaseNameLabelled(page: Page, origin: string): Promise<void> {
  await page.goto(transactionUrl(origin, CASES.databaseCall))
  await expectSoon(inputData(page).getByText('rrdata(uint16, bytes)')).toBeVisible()
  await expectSoon(inputData(page).getByText('(named from the public signature database)')).toBeVisible()
}
