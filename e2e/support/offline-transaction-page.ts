import type { Page } from '@playwright/test'
import { expect, requestsSettled } from '../fixtures'
import { expectSoon, inputData } from './verified-source-pages'

/** The lookups' code, the `verified-decoding` chunk (server/chunk-groups.ts), which the decoding imports after first paint. */
const LOOKUPS_CHUNK = /\/assets\/verified-decoding-[^/]*\.js$/

/** The page's main content as a reader sees it, line by line, once no section says it is still loading. */
async function mainLines(page: Page): Promise<string[]> {
  const main = page.getByRole('main')
  await expectSoon(main.locator('[aria-busy="true"]')).toHaveCount(0)
  const text = await main.innerText()
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * The transaction page as the offline index alone makes it equals `expected`: opened in a page of its own whose
 * lookups' code is held back, so the decoding reaches the point where it would ask Sourcify, asks nothing, and shows
 * the index's names.
 */
async function expectOfflinePage(opener: Page, url: string, expected: string[]): Promise<void> {
  const page = await opener.context().newPage()
  try {
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/proxy/sourcify/')) asked.push(request.url())
    })
    await page.route(LOOKUPS_CHUNK, () => undefined)
    // A build that no longer splits the lookups' code off fails here rather than comparing against an unheld page.
    const lookupsWanted = page.waitForRequest(LOOKUPS_CHUNK, { timeout: 40_000 })
    await page.goto(url)
    await lookupsWanted
    await expectSoon.poll(() => mainLines(page), 'the page with Sourcify down, but for its note').toEqual(expected)
    await requestsSettled(page)
    expect(asked, 'Sourcify asked while its lookups were held back').toEqual([])
  } finally {
    await page.close()
  }
}

/**
 * With Sourcify unreachable, the transaction page at `url` says verified sources could not be reached, and is
 * otherwise line for line the page the offline index alone makes.
 */
export async function expectOfflinePageWithNote(page: Page, url: string): Promise<void> {
  await page.goto(url)
  const note = page.getByTestId('verified-sources-unreachable')
  await expectSoon(note).toContainText('Verified sources (Sourcify) could not be reached')
  await expectSoon(inputData(page).getByText('(not a call this explorer decodes)')).toBeVisible()
  const noteText = (await note.innerText()).trim()
  const lines = await mainLines(page)
  expect(lines.filter((line) => line === noteText)).toHaveLength(1)
  await expectOfflinePage(
    page,
    url,
    lines.filter((line) => line !== noteText),
  )
}
