import { expect, fixtureWorkerControls, testInWarmContext as test } from './fixtures'

// The two tests run in this order in one worker: the second finds nothing of what the first left behind.
const MARK = 'left by the test before'

test('a test leaves storage, a route, a permission and the offline switch behind', async ({ page, context }) => {
  await page.goto('/settings')
  await fixtureWorkerControls(page)
  await page.evaluate(async (mark) => {
    localStorage.setItem('warm-context', mark)
    sessionStorage.setItem('warm-context', mark)
    document.cookie = `warm-context=${encodeURIComponent(mark)}; path=/`
    await (await caches.open('warm-context')).put('/warm-context', new Response(mark))
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('warm-context', 1)
      request.onupgradeneeded = () => request.result.createObjectStore('marks')
      request.onsuccess = () => {
        const transaction = request.result.transaction('marks', 'readwrite')
        transaction.objectStore('marks').put(mark, 'mark')
        transaction.oncomplete = () => {
          request.result.close()
          resolve()
        }
      }
      request.onerror = () => reject(request.error)
    })
  }, MARK)
  await context.route('**/favicon.svg', (route) => route.fulfill({ body: MARK }))
  await context.grantPermissions(['clipboard-read'])
  await context.setOffline(true)
})

test('the next test in the worker starts without them, its page already under the fixture worker', async ({ page }) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem('warm-context'),
    session: sessionStorage.getItem('warm-context'),
    cookie: document.cookie.includes('warm-context'),
    cache: await caches.has('warm-context'),
    database: (await indexedDB.databases()).some((database) => database.name === 'warm-context'),
    favicon: await (await fetch('/favicon.svg')).text(),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    online: navigator.onLine,
  }))
  expect(left).toMatchObject({ local: null, session: null, cookie: false, cache: false, database: false, clipboard: 'prompt', online: true })
  expect(left.favicon).not.toBe(MARK)
})
