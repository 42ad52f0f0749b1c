import type { Page } from '@playwright/test'
import type { InjectedFailure } from '../mocks/failure-injection'
import { expect, recordStatusMessages, requestsSettled, testInWarmContext as test } from './fixtures'
import { viewNamed, type FixtureView } from '../mocks/fixture-views'
import { injectFailureInPage } from './support/fixture-switches'

// The failures only a browser shows. The whole matrix of views and failures, with its messages and where Retry is
// offered, is proven in jsdom (src/test/view-failures.test.tsx) and for the client in src/api/failure-matrix.test.ts.

const retryButton = (page: Page) => page.getByRole('button', { name: 'Retry' })

/** Another view reached through the header, with its data: the rest of the app still works. */
async function expectOtherViewsWork(page: Page, failed: FixtureView): Promise<void> {
  const other = failed.name === 'top movers' ? viewNamed('ERC20 transfers') : viewNamed('top movers')
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: other.nav }).click()
  await expect(page.getByText(other.shows).first()).toBeVisible()
}

// Every view's answer to a rejected key is checked in jsdom; here, that the built app's header still works after one.
for (const name of ['ERC20 transfers', 'top movers'] as const) {
  test(`${name}: a rejected key says so, offers no Retry, and the header still opens another view`, async ({ page }) => {
    const view = viewNamed(name)
    await injectFailureInPage(page, { kind: 'status', status: 401, match: view.request })
    await page.goto(view.path)
    await expect(page.getByText(/The API key was rejected/).first()).toBeVisible()
    await expect(retryButton(page)).toHaveCount(0)
    await expectOtherViewsWork(page, view)
  })
}

test('transaction: HTTP 429 with Retry-After counts down in real time, then shows the data', async ({ page }) => {
  const view = viewNamed('transaction')
  await injectFailureInPage(page, { kind: 'status', status: 429, retryAfter: '2', times: 1, match: view.request })
  await page.goto(view.path)
  await expect(page.getByText(/Rate limited — retrying in [12] s/)).toBeVisible()
  await expect(page.getByText(view.shows).first()).toBeVisible()
  await expect(page.getByText(/Rate limited/)).toHaveCount(0)
})

test.describe('retried failures', () => {
  // Three retries wait 1, 2 and 4 s before the failure shows.
  test.describe.configure({ timeout: 60_000 })

  test('HTTP 429 without Retry-After backs off on its own, then shows the data', async ({ page }) => {
    const view = viewNamed('NFT collection')
    const statusMessages = await recordStatusMessages(page)
    await injectFailureInPage(page, { kind: 'status', status: 429, times: 1, match: view.request })
    await page.goto(view.path)
    await expect(page.getByText(view.shows).first()).toBeVisible()
    expect(await statusMessages(), 'the half-second backoff was announced').toContain('Rate limited — retrying in 1 s')
    await expect(page.getByText(/Rate limited/)).toHaveCount(0)
  })

  for (const [name, status] of [['ERC20 transfers', 500]] as const) {
    test(`${name}: HTTP ${status} is retried with a countdown, then explained, and Retry recovers`, async ({ page }) => {
      const view = viewNamed(name)
      // The first load and its three retries fail; the Retry after them succeeds.
      const statusMessages = await recordStatusMessages(page)
      await injectFailureInPage(page, { kind: 'status', status, times: 4, match: view.request })
      await page.goto(view.path)
      await expect(page.getByText(`The data service failed (HTTP ${status}) — retrying in 1 s`)).toBeVisible()
      await expect(page.getByText(/: The data service failed$/)).toBeVisible({ timeout: 30_000 })
      expect(await statusMessages(), 'the last wait counts down from its own start').toContain(`The data service failed (HTTP ${status}) — retrying in 2 s`)
      await retryButton(page).click()
      await expect(page.getByText(view.shows).first()).toBeVisible()
    })
  }

  for (const name of ['NFT transfers'] as const) {
    test(`${name}: a network failure is retried, then explained, and Retry recovers`, async ({ page }) => {
      const view = viewNamed(name)
      await injectFailureInPage(page, { kind: 'network', times: 4, match: view.request })
      await page.goto(view.path)
      await expect(page.getByText(/The data service could not be reached — retrying in \d s/)).toBeVisible()
      await expect(page.getByText(/could not be reached$/).first()).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('Check your connection, then try again.')).toBeVisible()
      await retryButton(page).click()
      await expect(page.getByText(view.shows).first()).toBeVisible()
    })
  }
})

test.describe('a list that fails on its third page', () => {
  const lists: { name: string; total: number; pageSize: number; failure: InjectedFailure; says: RegExp }[] = [
    {
      name: 'ERC20 transfers',
      total: 57,
      pageSize: 25,
      // A gateway's timeout, which the deployment has already waited out: shown at once, with no back-off first.
      failure: { kind: 'status', status: 504, times: 1 },
      says: /Could not load more transfers: The data service did not answer in time/,
    },
    { name: 'NFT transfers', total: 66, pageSize: 25, failure: { kind: 'not-json', times: 1 }, says: /Could not load more transfers: .*not JSON/ },
    { name: 'Solana pairs', total: 28, pageSize: 10, failure: { kind: 'not-json', times: 1 }, says: /Could not load more pairs: .*not JSON/ },
  ]
  for (const { name, total, pageSize, failure, says } of lists) {
    test(`${name}: keeps pages 1 and 2 on screen, with the error and a Retry that loads the rest`, async ({ page }) => {
      test.setTimeout(60_000)
      const view = viewNamed(name)
      await injectFailureInPage(page, { ...failure, match: view.request, skip: 2 })
      // Tall enough that the table asks for every page by itself.
      await page.setViewportSize({ width: 1280, height: 4000 })
      await page.goto(view.path)
      await expect(page.getByText(says)).toBeVisible({ timeout: 30_000 })
      const table = page.getByRole('table').last()
      await expect(table).toHaveAttribute('aria-rowcount', String(2 * pageSize + 1))
      await expect(table.getByRole('row').nth(1)).toBeVisible()
      await retryButton(page).click()
      await expect(page.getByText(`End of list · ${total}`)).toBeVisible()
      await expect(page.getByText(says)).toHaveCount(0)
    })
  }
})

test.describe('offline', () => {
  const OFFLINE = 'You are offline. Requests are waiting and will resume when the connection is back.'

  test('a banner says so, a navigation’s request waits, and the data comes when the connection is back', async ({ page, context }) => {
    const view = viewNamed('ERC20 transfers')
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(view.path)
    await expect(page.getByText(view.shows).first()).toBeVisible()
    // The filter form's code loads when Filters is first opened: opened here while online, as a reader would have.
    await page.getByRole('button', { name: 'Filters' }).click()
    await expect(page.getByLabel('Order')).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText(OFFLINE)).toBeVisible()
    await page.getByLabel('Order').selectOption('ASC')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/order=ASC/)
    await requestsSettled(page)
    expect(
      requests.filter((url) => url.includes('order=ASC')),
      'the request waits for the connection',
    ).toEqual([])
    await expect(page.getByRole('alert')).toHaveCount(0)
    await context.setOffline(false)
    await expect(page.getByText(OFFLINE)).toBeHidden()
    await expect(page.getByText(view.shows).first()).toBeVisible()
    expect(requests.some((url) => url.includes('order=ASC'))).toBe(true)
  })

  test('a view whose code is not downloaded yet says why, and loads by itself when the connection is back', async ({ page, context }) => {
    const start = viewNamed('ERC20 transfers')
    const next = viewNamed('top movers')
    await page.goto(start.path)
    await expect(page.getByText(start.shows).first()).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: next.nav }).click()
    await expect(page.getByText('This view could not be downloaded')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText(next.shows).first()).toBeVisible()
  })
})
