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

/**
 * Makes every chart (a `figure`) read as out of view, whatever the window's height: the visit is measured before the
 * reader scrolls to the chart, whose code (recharts) loads only when it comes into view (src/lib/use-chart-draw.ts).
 * Other observers, such as a list's "load more", see what they would.
 */
function chartsOutOfView() {
  const Native = window.IntersectionObserver
  window.IntersectionObserver = class extends Native {
    constructor(callback, options) {
      super((entries, observer) => {
        const kept = entries.filter((entry) => !entry.target.closest('figure'))
        if (kept.length > 0) callback(kept, observer)
      }, options)
    }
  }
}

/** One cold visit of `view`: the distinct scripts it downloaded until idle and their gzip bytes. */
export async function measureTotalJs(browser, origin, view, gzippedSize) {
  const context = await browser.newContext()
  if (view.chart) await context.addInitScript(chartsOutOfView)
  const page = await context.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))) scripts.add(url.pathname)
  })
  await page.goto(`${origin}${view.path}`)
  await page.waitForSelector(view.ready)
  await networkQuiet(page)
  await context.close()
  const paths = [...scripts].sort()
  return { scripts: paths, gzipBytes: paths.reduce((total, pathname) => total + gzippedSize(pathname), 0) }
}

/** Every view has its own budget, so a view that grows, or a new one, cannot go unnoticed. */
export function totalJsBudgetProblems(views, budgets) {
  const problems = []
  for (const view of views) {
    if (view.totalJsGzipKb === undefined) continue
    const limit = budgets.totalJsGzipKb?.[view.name]
    if (limit === undefined) problems.push(`${view.name}: no total-JS budget in bench/budgets.json (measured ${view.totalJsGzipKb} KB)`)
    else if (view.totalJsGzipKb > limit) problems.push(`${view.name}: ${view.totalJsGzipKb} KB of JS until the network is idle (budget ${limit} KB)`)
  }
  return problems
}
