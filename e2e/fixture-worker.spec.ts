import { expect, test } from './fixtures'
import { viewNamed } from '../mocks/fixture-views'

const TX = viewNamed('transaction')

/** The worker's installation waits until a page opens this cache, as a slow machine would hold it. */
const HELD_INSTALLATION = `self.addEventListener('install', (event) => event.waitUntil(new Promise((go) => {
  const check = () => caches.has('release the installation').then((released) => (released ? go() : setTimeout(check, 50)))
  check()
})))
`

test('a page opened while the fixtures’ worker is still installing shows its data without reloading itself', async ({ page, context }) => {
  await context.route('**/mockServiceWorker.js', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: HELD_INSTALLATION + (await response.text()) })
  })
  await page.goto('/eth/tx/0x1234')
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.installing != null)

  await page.goto(TX.path)
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => caches.open('release the installation'))

  await expect(page).toHaveTitle('Sent 2,500 USDC to 0x2a4c…8a10 · Transaction 0x6b1f…5b70 · Ethereum')
  expect(loads).toEqual([])
})
