import { expect, test } from './fixtures'
import { expectNoKey, SERVER_KEY } from './support/live-suite'
import { startDev, type LiveServer } from './support/live-servers'
import { LIVE_VIEWS } from './support/live-views'
import { startStandInUpstream, type StandInUpstream } from './support/stand-in-upstream'

// `API_KEY=… npm run dev`: the same proxy on the development server, proven against the stand-in upstream.
const PORT = 4216

let upstream: StandInUpstream
let server: LiveServer

test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  upstream = await startStandInUpstream({ port: 4217, apiKey: SERVER_KEY })
  server = await startDev(PORT, {
    API_KEY: SERVER_KEY,
    API_BASE_URL: upstream.bases.evm,
    SOLANA_API_BASE_URL: upstream.bases.solana,
    RPC_BASE_URL: upstream.bases.rpc,
  })
})

test.afterAll(async () => {
  await server?.stop()
  await upstream?.close()
})

test('npm run dev with API_KEY says it serves live data', async ({ page }) => {
  // The first page the development server sends is compiled on demand.
  test.setTimeout(90_000)
  await page.goto('/')
  await expect(page.getByTestId('data-mode')).toHaveText('Data: live API through this server’s proxy', { timeout: 60_000 })
})

// The development server wires the very proxy vite preview does (server/live-proxy.ts), which the live suite proves
// for every view: here one view per upstream base, in turn in one page, each compiled on its first request.
const ONE_VIEW_PER_BASE = [...new Map(LIVE_VIEWS.map((view) => [view.upstreamPath.split('/')[1], view])).values()]

test('npm run dev with API_KEY shows each upstream’s data through the proxy, with the key added there alone', async ({ page }) => {
  test.setTimeout(ONE_VIEW_PER_BASE.length * 60_000)
  for (const view of ONE_VIEW_PER_BASE) {
    await test.step(view.name, async () => {
      const seenBefore = upstream.seen.length
      await page.goto(view.path)
      await expect(page.getByText(view.shows).first()).toBeVisible({ timeout: 60_000 })
      expectNoKey(await page.content(), view.name)
      const reached = upstream.seen.slice(seenBefore)
      expect(reached.length).toBeGreaterThan(0)
      expect(reached.every((request) => request.headerKey === SERVER_KEY || request.pathKey === SERVER_KEY)).toBe(true)
    })
  }
  expectNoKey(server.output(), 'the dev server’s log')
})
