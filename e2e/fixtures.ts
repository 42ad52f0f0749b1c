import { test as base, expect, type Page, type Request } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/** A 1×1 PNG, so an image routed to it loads. */
export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** API requests the page made (through MSW's service worker they still show up as page requests). */
export function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/proxy/')) requests.push(request)
  })
  return requests
}

/** Fails the test if any injected script ran (hostile fixtures set window.__pwned) or a dialog opened. */
export async function expectNoInjectedScript(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned ?? false)).toBe(false)
}

/**
 * Every text a `role="status"` region showed, in order. A notice that is up for half a second can fall between
 * two polls of `toBeVisible`; the page itself records it the moment it appears.
 */
export async function recordStatusMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { __statusMessages: string[] }).__statusMessages = shown
    const record = () => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim() ?? ''
        if (text && shown.at(-1) !== text) shown.push(text)
      }
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __statusMessages: string[] }).__statusMessages)
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
}

export const test = base.extend<{ dialogs: string[] }>({
  dialogs: async ({ page }, use) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await use(dialogs)
    expect(dialogs, 'no dialog may open from untrusted data').toEqual([])
  },
})

export { expect }

/** Opens a link the app must refuse: its message shows and no API request is made. */
export async function expectRefusedWithoutRequest(page: Page, path: string, message: RegExp | string): Promise<void> {
  const requests = recordApiRequests(page)
  await page.goto(path)
  await expect(page.getByText(message)).toBeVisible()
  await page.waitForTimeout(300)
  expect(requests.map((request) => request.url())).toEqual([])
}

/** axe in the light theme, then again after switching to dark with the theme control. */
export async function expectAccessibleInLightAndDark(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Theme').selectOption('dark')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page)
}

/** The page fits its viewport: nothing makes the reader scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
