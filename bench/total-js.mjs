// The total JS a visit downloads until the network is idle: every script response from the app's origin, the chunks
// that come after the first paint (lazy views, idle-loaded code) included, at the gzip size the build ships.

/** The network counts as idle once no request has started or ended for this long. */
const QUIET_MS = 2_000
const MAX_WAIT_MS = 30_000

/**
 * Playwright's `networkidle` never comes on a deep link through nginx (the head's preload counts as never finished),
 * so idle here is a quiet window on the page's request events.
 */
async function networkQuiet(page) {
  let lastEvent = Date.now()
  const touch = () => {
    lastEvent = Date.now()
  }
  for (const event of ['request', 'requestfinished', 'requestfailed']) page.on(event, touch)
  const deadline = Date.now() + MAX_WAIT_MS
  while (Date.now() - lastEvent < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network was still busy after ${MAX_WAIT_MS} ms`)
    await page.waitForTimeout(250)
  }
  for (const event of ['request', 'requestfinished', 'requestfailed']) page.off(event, touch)
}

/** The windows every view is measured in: a laptop, a large desktop screen and a phone. */
export const TOTAL_JS_SIZES = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '1920x1080', width: 1920, height: 1080 },
  { name: '390x844', width: 390, height: 844 },
]

/**
 * One cold visit of `path` in a window of `size`, as a reader makes it: nothing in the page is patched, so a chart
 * whose frame is near the window loads its code as it would for them. Returns the distinct scripts it downloaded
 * until idle and their gzip bytes.
 */
export async function measureTotalJs(browser, origin, { path, ready, size }, gzippedSize) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
  const page = await context.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))) scripts.add(url.pathname)
  })
  await page.goto(`${origin}${path}`)
  await page.waitForSelector(ready)
  await networkQuiet(page)
  await context.close()
  const paths = [...scripts].sort()
  return { scripts: paths, gzipBytes: paths.reduce((total, pathname) => total + gzippedSize(pathname), 0) }
}

/** The paths a view's total JS is measured on: several where one page of the view differs from another in its code. */
export const totalJsPaths = (view) => view.totalJsPaths ?? [view.path]

/**
 * A view's budget for one window size: a number holds at every size; an object names the sizes it holds at, and a
 * size it leaves out is reported, not judged.
 */
export function totalJsLimit(budget, sizeName) {
  if (budget === undefined || budget === null) return undefined
  return typeof budget === 'number' ? budget : (budget[sizeName] ?? null)
}

/**
 * Every view has its own budget, so a view that grows, or a new one, cannot go unnoticed. The largest figure over the
 * sizes a budget holds at counts against it.
 */
export function totalJsBudgetProblems(views, budgets) {
  const problems = []
  for (const view of views) {
    if (view.totalJsGzipKb === undefined) continue
    const budget = budgets.totalJsGzipKb?.[view.name]
    if (budget === undefined) {
      problems.push(`${view.name}: no total-JS budget in bench/budgets.json (measured ${view.totalJsGzipKb} KB)`)
      continue
    }
    for (const [sizeName, kb] of Object.entries(view.totalJsBySize ?? {})) {
      const limit = totalJsLimit(budget, sizeName)
      if (limit !== null && kb > limit) problems.push(`${view.name} at ${sizeName}: ${kb} KB of JS until the network is idle (budget ${limit} KB)`)
    }
  }
  return problems
}
