import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { clientAddress, loopbackGet } from './support/loopback-get.mjs'
import { SERVER_KEY } from './support/live-suite'
import { startNginx, type LiveServer } from './support/live-servers'
import { STAND_IN } from './support/stand-in-data'
import { startStandInUpstream, type Failure, type StandInUpstream } from './support/stand-in-upstream'

// The provider's bad days, through deploy/run-nginx.sh with its default ceiling (20 a second, 40 at once): saved copies
// stand in for every kind of failure and say so, a hung provider costs a reader about 10 s, and a crowd of distinct
// links reaches the provider no faster than the ceiling. Readers are distinct loopback addresses, as in production.
const PORT = 4500
// A second deployment whose ceiling is one request a minute after a burst of one, so "over the ceiling" is certain.
const TIGHT_PORT = 4502
const EVM = '/proxy/evm/api/v2.2'
// Lists are kept 15 s: past that, an answer is a saved copy the provider is asked to replace.
const LIST_LIFETIME_MS = 15_000
const FAILURES: Failure[] = ['refuse', 500, 501, 502, 503, 504, 429]
const transfers = (limit: number) => `${EVM}/erc20/${STAND_IN.token}/transfers?chain=eth&limit=${limit}`
const savedFor = (failure: Failure) => transfers(10 + FAILURES.indexOf(failure))
const SAVED_WHILE_HUNG = transfers(30)
const SAVED_OVER_CEILING = transfers(40)
const TOKEN_PAGE = `/eth/token/${STAND_IN.token}`
const NOTICE = /^Saved copy from (\d\d:\d\d) UTC — the data service is not answering right now; it will refresh by itself\.$/

let upstream: StandInUpstream
let nginx: LiveServer
let tight: LiveServer
const primed = new Map<string, string>()

const get = (path: string, client = 0, server = nginx) => loopbackGet(`${server.baseURL}${path}`, clientAddress(client))

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000)
  upstream = await startStandInUpstream({ port: 4501, apiKey: SERVER_KEY })
  const env = { API_KEY: SERVER_KEY, API_BASE_URL: upstream.bases.evm, SOLANA_API_BASE_URL: upstream.bases.solana, RPC_BASE_URL: upstream.bases.rpc }
  nginx = await startNginx(PORT, env)
  tight = await startNginx(TIGHT_PORT, { ...env, NGINX_UPSTREAM_RATE: '1r/m', NGINX_UPSTREAM_BURST: '1' })

  // Readers before the outage: the token's page, and the lists the failures will be tried on.
  const page = await browser.newPage()
  await page.goto(`${nginx.baseURL}${TOKEN_PAGE}`)
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByText('Saved copy')).toHaveCount(0)
  await page.close()
  for (const path of [...FAILURES.map(savedFor), SAVED_WHILE_HUNG]) {
    const answer = await get(path)
    expect(answer.status).toBe(200)
    expect(answer.headers['x-chainview-saved-copy'], 'a fresh answer is not marked').toBeUndefined()
    primed.set(path, answer.body)
  }
  // The tight ceiling's burst of one and its one a minute, spent.
  for (const path of [SAVED_OVER_CEILING, transfers(41)]) {
    const answer = await get(path, 0, tight)
    expect(answer.status).toBe(200)
    primed.set(path, answer.body)
  }
  // Time is what turns these answers into saved copies: past their lifetime, and past nginx's grace for a refresh
  // under way (saved-copy.js), so that an answer served while a hung refresh goes on is marked too.
  await new Promise((resolve) => setTimeout(resolve, LIST_LIFETIME_MS + 6_000))
})

test.afterAll(async () => {
  await nginx?.stop()
  await tight?.stop()
  await upstream?.close()
})

test.afterEach(async () => {
  await upstream.failWith(null)
  upstream.delayAnswers(0)
})

test('every kind of provider failure is answered with the saved copy, marked with the time it was fetched', async () => {
  for (const failure of FAILURES) {
    await upstream.failWith(failure)
    const path = savedFor(failure)
    const answer = await get(path)
    expect(answer.status, `${failure}`).toBe(200)
    expect(answer.body, `${failure}`).toBe(primed.get(path))
    expect(answer.headers['x-cache-status'], `${failure}`).toBe('STALE')
    expect(answer.headers['x-chainview-saved-copy'], `${failure}`).toBe('1')
    const fetchedAgo = Date.now() - Date.parse(String(answer.headers['x-chainview-fetched-at']))
    expect(fetchedAgo, `${failure}`).toBeGreaterThan(LIST_LIFETIME_MS)
    expect(fetchedAgo, `${failure}`).toBeLessThan(120_000)
    // Neither the browser nor a CDN keeps it, so the page's next request asks again.
    expect(answer.headers['cache-control'], `${failure}`).toBe('no-store')
  }
})

test('a hung provider keeps no reader past about 10 s, and does not keep a saved copy from anyone', async ({ page }) => {
  test.setTimeout(60_000)
  await upstream.failWith('hang')
  const unseenHash = `0x${'5a'.repeat(32)}`
  const reader = page.goto(`${nginx.baseURL}/eth/tx/${unseenHash}`)
  const saved = get(SAVED_WHILE_HUNG, 1)
  const unseen = get(`${EVM}/transaction/${unseenHash}?chain=polygon`, 2)
  await new Promise((resolve) => setTimeout(resolve, 500))
  // While the first reader's refresh hangs, another reader of the same link gets the saved copy at once.
  const meanwhile = await get(SAVED_WHILE_HUNG, 3)
  expect(meanwhile.status).toBe(200)
  expect(meanwhile.body).toBe(primed.get(SAVED_WHILE_HUNG))
  expect(meanwhile.ms).toBeLessThan(1_000)
  expect(meanwhile.headers['x-chainview-saved-copy']).toBe('1')

  const [savedAnswer, unseenAnswer] = await Promise.all([saved, unseen])
  expect(savedAnswer.status).toBe(200)
  expect(savedAnswer.headers['x-chainview-saved-copy']).toBe('1')
  expect(savedAnswer.ms).toBeLessThan(12_000)
  expect(unseenAnswer.status).toBe(504)
  expect(JSON.parse(unseenAnswer.body)).toEqual({ message: 'The upstream data service did not answer in time' })
  expect(unseenAnswer.ms).toBeLessThan(12_000)

  await reader
  const failure = page.getByRole('alert')
  await expect(failure).toContainText('The data service did not answer in time', { timeout: 15_000 })
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('a list read before an outage is shown during it as a saved copy with its time, and turns fresh by itself after', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await upstream.failWith('refuse')
  const list = page.waitForResponse((response) => response.url().includes(`/erc20/${STAND_IN.token}/transfers`))
  await page.goto(`${nginx.baseURL}${TOKEN_PAGE}`)
  const fetchedAt = new Date((await (await list).headerValue('x-chainview-fetched-at')) ?? '')
  const notice = page.getByRole('status').filter({ hasText: 'Saved copy' })
  await expect(notice).toHaveText(NOTICE)
  expect((await notice.textContent())?.match(NOTICE)?.[1]).toBe(fetchedAt.toISOString().slice(11, 16))
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoSeriousA11yViolations(page)

  await upstream.failWith(null)
  await expect(notice).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('table')).toBeVisible()
})

test('1,000 distinct links from 40 readers at once reach the provider no faster than the ceiling; each refused one says when to retry', async () => {
  upstream.delayAnswers(50)
  const before = upstream.seen.length
  const started = Date.now()
  const answers = await Promise.all(Array.from({ length: 1_000 }, (_, n) => get(`${EVM}/nft/${STAND_IN.nftContract}/${100_000 + n}?chain=eth`, 100 + (n % 40))))
  const seconds = (Date.now() - started) / 1000
  const reached = upstream.seen.length - before
  expect(reached).toBeGreaterThan(0)
  expect(reached).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds) + 1)

  const answered = answers.filter((answer) => answer.status === 404)
  const refused = answers.filter((answer) => answer.status === 503)
  const others = answers.filter((answer) => answer.status !== 404 && answer.status !== 503).map((answer) => `${answer.status} ${answer.body.slice(0, 80)}`)
  expect(others, 'no other outcome').toEqual([])
  expect(answered.length, 'a refused request never reaches the provider').toBe(reached)
  expect(refused.length).toBeGreaterThan(500)
  for (const answer of refused) {
    expect(answer.headers['retry-after']).toBe('1')
    expect(JSON.parse(answer.body)).toEqual({ message: 'This site has used all the data requests it allows itself for now: try again in a moment' })
  }
  expect(Math.max(...refused.map((answer) => answer.ms)), 'a refused request is never held open').toBeLessThan(3_000)
})

test('over the ceiling a reader gets the saved copy when there is one, else a quick 503 that says when to retry', async ({ page }) => {
  const saved = await get(SAVED_OVER_CEILING, 4, tight)
  expect(saved.status).toBe(200)
  expect(saved.body).toBe(primed.get(SAVED_OVER_CEILING))
  expect(saved.headers['x-chainview-saved-copy']).toBe('1')

  const before = upstream.seen.length
  const refused = await get(`${EVM}/transaction/0x${'6b'.repeat(32)}?chain=eth`, 5, tight)
  expect(refused.status).toBe(503)
  // One request a minute: the next one is a minute away.
  expect(refused.headers['retry-after']).toBe('60')
  expect(upstream.seen.length).toBe(before)

  await page.goto(`${tight.baseURL}/eth/tx/0x${'6c'.repeat(32)}`)
  await expect(page.getByRole('status').filter({ hasText: /The data service failed \(HTTP 503\) — retrying in \d+ s/ })).toBeVisible()
})
