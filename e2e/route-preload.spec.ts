import { expect, test } from './fixtures'
import { FIXTURE_VIEWS } from './support/fixture-views'

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
  await page.waitForLoadState('networkidle')
  loadedByEveryPage = scripts
  await page.close()
})

for (const view of FIXTURE_VIEWS) {
  test(`${view.name}: a deep link asks for its view’s code while the app’s entry is still downloading`, async ({ page }) => {
    const html = await (await page.request.get(view.path)).text()
    const fromHtml = scriptsIn(html)
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]
    expect(entry, 'the entry script').toBeTruthy()

    let entryHeld = true
    const askedWhileHeld = new Set<string>()
    const askedLater = new Set<string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (!isScript(path) || fromHtml.has(path)) return
      ;(entryHeld ? askedWhileHeld : askedLater).add(path)
    })
    await page.route(`**${entry}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      entryHeld = false
      await route.continue()
    })

    await page.goto(view.path)
    await expect(page.getByText(view.shows).first()).toBeVisible()
    expect(askedWhileHeld.size, 'view code asked for before the entry arrived').toBeGreaterThan(0)
    // Charts load after the first paint on purpose, and the fixture worker is the test harness, not the view.
    const late = [...askedLater].filter((path) => !askedWhileHeld.has(path) && !loadedByEveryPage.has(path) && !/\/BarChart-/.test(path))
    expect(late, 'view code asked for only once the entry had run').toEqual([])
  })
}
