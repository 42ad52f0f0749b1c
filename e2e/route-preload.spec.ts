import { expect, test } from './fixtures'
import { FIXTURE_VIEWS } from '../mocks/fixture-views'

// The production build's index.html starts an async script that asks for the code of the view the URL opens
// (server/route-preload.ts), so a deep link does not wait for the entry to download and run before it asks.

const scriptsIn = (html: string) => new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
const isScript = (path: string) => path.startsWith('/assets/') && path.endsWith('.js')

/** The scripts any page loads after its first paint whatever the view: the fixture worker and what it imports. */
let loadedByEveryPage = new Set<string>()

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (isScript(path)) scripts.add(path)
  })
  await page.goto('/settings')
  // The fixture worker starts when the page is first idle, which on a busy machine can come after the network
  // has been quiet for a while: wait for its service worker, then for what it imports.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForLoadState('networkidle')
  loadedByEveryPage = scripts
  await page.close()
})

for (const view of FIXTURE_VIEWS) {
  test(`${view.name}: a deep link asks for its view’s code while the app’s entry is still downloading`, async ({ page }) => {
    const html = await (await page.request.get(view.path)).text()
    const routeTable = (await (await page.request.get('/route-files.json')).json()) as [route: string, pattern: string, files: string[]][]
    const preloaded = new Set(
      routeTable.filter(([, pattern]) => new RegExp(pattern).test(new URL(view.path, 'http://x').pathname)).flatMap(([, , files]) => files),
    )
    const fromHtml = scriptsIn(html)
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]
    expect(entry, 'the entry script').toBeTruthy()

    // The moment the view first shows its data, on the page's own clock: code asked for after it (charts, drawn
    // once the rows are on screen) is not needed for the first paint.
    await page.addInitScript((shows) => {
      new MutationObserver((_, observer) => {
        if (!document.body?.textContent?.includes(shows)) return
        ;(window as unknown as { __shownAt: number }).__shownAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, view.shows)
    // The entry is held back until the page has asked for view code of its own accord (or, when it never does, for
    // long enough that the test fails below rather than hangs).
    const viewCodeAsked = page
      .waitForRequest((request) => {
        const asked = new URL(request.url()).pathname
        return isScript(asked) && asked !== entry && !fromHtml.has(asked) && !loadedByEveryPage.has(asked)
      })
      .catch(() => undefined)
    await page.route(`**${entry}`, async (route) => {
      await Promise.race([viewCodeAsked, new Promise((resolve) => setTimeout(resolve, 10_000))])
      await route.continue()
    })

    await page.goto(view.path)
    await expect(page.getByText(view.shows).first()).toBeVisible()
    const { resources, shownAt } = await page.evaluate(() => ({
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, arrived: (entry as PerformanceResourceTiming).responseStart })),
      shownAt: (window as unknown as { __shownAt: number }).__shownAt,
    }))
    const entryArrived = resources.find((resource) => resource.path === entry)?.arrived ?? 0
    // Code asked for once the view's data has come (the decoder reads it) cannot be known from the URL alone.
    const requests = Array.isArray(view.request) ? view.request : [view.request]
    const dataArrived = resources.find((resource) => requests.some((part) => resource.path.includes(part)))?.arrived ?? Infinity
    const firstPaint = Math.min(shownAt, dataArrived)
    const viewCode = resources.filter((resource) => isScript(resource.path) && !fromHtml.has(resource.path) && !loadedByEveryPage.has(resource.path))
    const early = viewCode.filter((resource) => resource.start < entryArrived).map((resource) => resource.path)
    const notPreloaded = viewCode
      .filter((resource) => resource.start < firstPaint && !preloaded.has(resource.path) && !early.includes(resource.path))
      .map((resource) => resource.path)
    expect(early.length, 'view code asked for before the entry arrived').toBeGreaterThan(0)
    expect(notPreloaded, 'view code the first paint needs that the preloader does not ask for').toEqual([])
  })
}

test('a deep link asks for the stylesheet before any script, and for the route preloader at high priority', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const asked: { path: string; priority: string }[] = []
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/assets/')) asked.push({ path, priority: request.initialPriority })
  })
  const view = FIXTURE_VIEWS[0]!
  await page.goto(view.path)
  await expect(page.getByText(view.shows).first()).toBeVisible()
  expect(asked[0]?.path, 'the first asset asked for').toMatch(/\.css$/)
  expect(asked.find((asset) => asset.path.includes('/route-preload-'))?.priority).toBe('High')
})
