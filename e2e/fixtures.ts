import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test'
import axeCore, { type AxeResults } from 'axe-core'

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

/** Fails the test if any element links to or loads a javascript:, data: or vbscript: URL, in any letter case. */
export async function expectNoDangerousUrls(page: Page): Promise<void> {
  const dangerous = ['javascript:', 'data:', 'vbscript:'].flatMap((scheme) => [`[href^="${scheme}" i]`, `[src^="${scheme}" i]`]).join(', ')
  expect(await page.locator(dangerous).count()).toBe(0)
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

/** axe in each frame that has none yet: a page checked in both themes, or after each step of a walk, gets it once. */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that runs no script (a sandboxed one) cannot take it, as with axe's own injection.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!present) await frame.evaluate(axeCore.source).catch(() => undefined)
  }
}

/** axe.run on the page as shown; only the violations' details are collected. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await injectAxe(page)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map(({ id, help, impact, nodes }) => ({ id, help, impact, nodes: nodes.length }))
  })
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes})`)).toEqual([])
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

/** What a test may leave in its origin's storage; the fixture worker's registration is kept. */
const ORIGIN_STORAGE = 'cookies,local_storage,indexeddb,cache_storage,file_systems'

/**
 * The same fixtures, with each test's page opened in one browser context its worker keeps, so a test does not pay for
 * a new context's first load: registering the fixture worker and fetching the app with empty caches (about 0.3 s a
 * test on a busy 2-core machine). Between tests, everything a test may have changed goes: its pages, the
 * origin's cookies, local storage, IndexedDB and caches, routes, permissions and the offline switch; each page starts
 * with its own session storage. A spec whose tests need other context options (`test.use`) uses `test`.
 */
export const testInWarmContext = test.extend<object, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ warmContext, baseURL, viewport, serviceWorkers, colorScheme }, use, testInfo) => {
    const project = testInfo.project.use
    const differs = baseURL !== project.baseURL || serviceWorkers !== (project.serviceWorkers ?? 'allow') || colorScheme !== (project.colorScheme ?? 'light')
    if (differs || JSON.stringify(viewport) !== JSON.stringify(project.viewport)) {
      throw new Error('testInWarmContext serves the project’s context options only; a spec that sets its own (test.use) uses test')
    }
    await use(warmContext)
    // The test's pages close first: one still open could write after the clearing (a visit is recorded when idle).
    await Promise.all(warmContext.pages().map((open) => open.close()))
    const blank = await warmContext.newPage()
    const session = await warmContext.newCDPSession(blank)
    await session.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: ORIGIN_STORAGE })
    await session.detach()
    await blank.close()
    await warmContext.unrouteAll({ behavior: 'ignoreErrors' })
    await warmContext.clearPermissions()
    await warmContext.setOffline(false)
  },
  page: async ({ context }, use) => {
    await use(await context.newPage())
  },
})

/**
 * One load of `path` for the tests of a describe block that only read the page: `beforeAll` opens it and waits for
 * `ready`, each test reads the same page, and the dialogs it opened are collected for the tests to check. A test that
 * clicks, types, scrolls or otherwise changes what the page shows opens its own page instead.
 */
export function shareOnePageLoad(path: string, ready: (page: Page) => Promise<void>): { page: () => Page; dialogs: string[] } {
  let shared: Page | null = null
  const dialogs: string[] = []
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use
    const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
    shared = await context.newPage()
    shared.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await shared.goto(path)
    await ready(shared)
  })
  test.afterAll(async () => {
    await shared?.context().close()
  })
  return {
    page: () => {
      if (!shared) throw new Error(`the shared page of ${path} is not open`)
      return shared
    },
    dialogs,
  }
}

/**
 * Resolves once every request the page has issued so far has been reported to the test: the page issues one more
 * request and the test waits to see it, and requests are reported in the order they are issued. "No request was
 * made" then means the page made none, not that none came within some guessed time.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/favicon.svg?requests-settled=${Date.now()}-${Math.random()}`
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => void fetch(url).catch(() => undefined), marker)])
}

/**
 * Resolves once the fixture worker controls the page. A page opened before that is not controlled, and MSW reloads
 * it when it starts: a navigation the test makes meanwhile is aborted.
 */
export async function fixtureWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Opens `path` in the app already running in `page` as a link inside the app does: a new history entry the router
 * follows, without loading the page again. A walk through many cases pays for the app's start once (a load is about
 * 2 s of the cost of each case on two cores, this about 0.3 s); the first case of a walk is still a deep link.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
    const key = Math.random().toString(36).slice(2)
    history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', target)
  }, path)
  await expect(page).toHaveURL(path)
}

/** Turns the mouse wheel until `end` shows: each turn may bring the next cursor page into view and have it loaded. */
export async function scrollUntilVisible(page: Page, end: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 4000)
    await expect(end).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 30_000 })
}

/** Opens a link the app must refuse: its message shows and no API request is made. */
export async function expectRefusedWithoutRequest(page: Page, path: string, message: RegExp | string): Promise<void> {
  const requests = recordApiRequests(page)
  await page.goto(path)
  await expect(page.getByText(message)).toBeVisible()
  await requestsSettled(page)
  expect(requests.map((request) => request.url())).toEqual([])
}

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Opens the test's pages in this theme, as a reader who chose it with the header's Theme control sees them. */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((choice) => localStorage.setItem('chainview:theme', choice), theme)
}

/** axe on the page as shown in the theme the test chose. */
export async function expectAccessibleIn(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
  await expectNoSeriousA11yViolations(page)
}

/** axe on the page in each theme in turn, switched with the header's Theme control: one load serves both. */
export async function expectAccessibleInEachTheme(page: Page): Promise<void> {
  for (const theme of THEMES) {
    await test.step(theme, async () => {
      await page.getByLabel('Theme').selectOption(theme)
      await expectAccessibleIn(page, theme)
    })
  }
}

/** The page fits its viewport: nothing makes the reader scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // Against the width left beside a vertical scrollbar, not the window's: a page that scrolls sideways by less than the
  // scrollbar is still too wide.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
