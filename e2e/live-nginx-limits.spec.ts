import { expect, test } from './fixtures'
import { SERVER_KEY } from './support/live-suite'
import { startNginx, type LiveServer } from './support/live-servers'
import { STAND_IN } from './support/stand-in-data'
import { startStandInUpstream, type StandInUpstream } from './support/stand-in-upstream'

// The deployment's promises to the key's owner, through deploy/run-nginx.sh with a small limit so a flood is quick:
// a crowd on one link costs one upstream request, and one client cannot push more than its burst to the provider.
const PORT = 4218
const UNTRUSTING_PORT = 4220
const SLOW_PORT = 4221
const BURST = 10
const LIMITS = { NGINX_RATE_LIMIT: '2r/s', NGINX_RATE_BURST: String(BURST) }

const EVM = '/proxy/evm/api/v2.2'
const txPath = (hash: string, chain = 'eth') => `${EVM}/transaction/${hash}?chain=${chain}`
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

let upstream: StandInUpstream
let nginx: LiveServer
let untrusting: LiveServer
let slow: LiveServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(60_000)
  upstream = await startStandInUpstream({ port: 4219, apiKey: SERVER_KEY })
  const env = { API_KEY: SERVER_KEY, API_BASE_URL: upstream.bases.evm, SOLANA_API_BASE_URL: upstream.bases.solana, RPC_BASE_URL: upstream.bases.rpc, ...LIMITS }
  // Behind a load balancer on this machine: X-Forwarded-For from it names the client.
  nginx = await startNginx(PORT, { ...env, NGINX_TRUSTED_PROXIES: '127.0.0.1' })
  untrusting = await startNginx(UNTRUSTING_PORT, env)
  // One request back every 10 s: a spent limit stays spent while the reader's page loads, however busy the machine.
  slow = await startNginx(SLOW_PORT, { ...env, NGINX_RATE_LIMIT: '6r/m', NGINX_RATE_BURST: '2' })
})

test.afterAll(async () => {
  await nginx?.stop()
  await untrusting?.stop()
  await slow?.stop()
  await upstream?.close()
})

test.beforeEach(() => upstream.failWith(null))

/** How many requests for `path` reached the stand-in upstream (its path, without the proxy prefix). */
function reached(path: string): number {
  const [pathname, query = ''] = path.replace('/proxy', '').split('?')
  return upstream.seen.filter((seen) => seen.path === pathname && seen.query === (query ? `?${query}` : '')).length
}

/** One visitor: a client address of its own, as the trusted load balancer reports it. */
async function visit(path: string, client: string, base = nginx.baseURL) {
  const response = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': client } })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

test('a crowd of 60 visitors opening one link at once costs the provider one request', async () => {
  const path = txPath(STAND_IN.txHash)
  const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => visit(path, `198.51.100.${n + 1}`)))
  expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200))
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
  expect(reached(path)).toBe(1)
  const statuses = answers.map((answer) => answer.headers.get('x-cache-status'))
  expect(statuses.filter((status) => status === 'MISS')).toHaveLength(1)
  expect(statuses.filter((status) => status === 'HIT')).toHaveLength(59)
  // A mined transaction does not change: a CDN in front may keep it for a day.
  expect(answers[0]!.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400')
})

test('different chains and different query strings are different answers', async () => {
  const hash = hashOf(1)
  for (const path of [txPath(hash, 'eth'), txPath(hash, 'polygon'), `${txPath(hash, 'eth')}&include=internal_transactions`]) {
    expect((await visit(path, '198.51.100.200')).headers.get('x-cache-status'), path).toBe('MISS')
    expect((await visit(path, '198.51.100.201')).headers.get('x-cache-status'), path).toBe('HIT')
    expect(reached(path), path).toBe(1)
  }
})

test('a 404 is kept briefly; 401, 429 and 5xx answers are never kept', async () => {
  const missing = txPath(hashOf(404))
  expect((await visit(missing, '198.51.100.210')).status).toBe(404)
  const again = await visit(missing, '198.51.100.211')
  expect(again.status).toBe(404)
  expect(again.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30')
  expect(reached(missing)).toBe(1)

  for (const [n, status] of [
    [401, 401],
    [429, 429],
    [500, 500],
    [503, 503],
  ] as const) {
    const path = txPath(hashOf(n))
    if (status === 401) upstream.acceptKey('rotated-key')
    else await upstream.failWith(status)
    const first = await visit(path, '198.51.100.220')
    expect(first.status, `${status}`).toBe(status)
    expect(first.headers.get('cache-control'), `${status}`).toBe('no-store')
    if (status === 429) expect(first.headers.get('retry-after')).toBe('1')
    upstream.acceptKey(SERVER_KEY)
    await upstream.failWith(null)
    // The stand-in has no such transaction: its own 404 shows the request was asked again.
    expect((await visit(path, '198.51.100.221')).status, `after a ${status}`).toBe(404)
    expect(reached(path), `${status} was asked again`).toBe(2)
  }
})

test('a flood from one client gets 429s in the app’s error shape, and the provider sees only the burst', async () => {
  const before = upstream.seen.length
  const started = Date.now()
  const answers = await Promise.all(Array.from({ length: 80 }, (_, n) => visit(txPath(hashOf(1000 + n)), '203.0.113.7')))
  const seconds = (Date.now() - started) / 1000
  const refused = answers.filter((answer) => answer.status === 429)
  expect(refused.length).toBeGreaterThan(60)
  expect(JSON.parse(refused[0]!.body)).toEqual({ message: 'Too many requests from your address: wait a moment and try again' })
  expect(refused[0]!.headers.get('retry-after')).toBe('1')
  // The burst, and what the rate (2 a second) gave back while the flood lasted.
  expect(upstream.seen.length - before).toBeLessThanOrEqual(BURST + 1 + Math.ceil(seconds * 2))
  // Another reader is not held back by the flood.
  expect((await visit(txPath(STAND_IN.txHash), '203.0.113.8')).status).toBe(200)
})

test('a client cannot escape its limit by claiming another address when no proxy is trusted', async () => {
  const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => visit(txPath(hashOf(2000 + n)), `192.0.2.${n + 1}`, untrusting.baseURL)))
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(20)
})

test('while a flood goes on the reader’s page says it is rate limited, and once it stops the page shows the data', async ({ page }) => {
  test.setTimeout(60_000)
  // This browser's address is the flood's own: both come from this machine, and no proxy is trusted.
  let flooding = true
  const flood = async () => {
    for (let n = 0; flooding; n += 1) {
      const response = await fetch(`${slow.baseURL}${txPath(hashOf(3000 + n))}`).catch(() => null)
      if (response?.status === 429) await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  // The flood spends the client's burst before the reader arrives.
  const spent = async () => {
    for (let n = 0; ; n += 1) if ((await fetch(`${slow.baseURL}${txPath(hashOf(4000 + n))}`)).status === 429) return
  }
  await spent()
  const flooded = flood()
  await page.goto(`${slow.baseURL}/eth/tx/${STAND_IN.txHash}`)
  await expect(page.getByRole('status').filter({ hasText: /Rate limited — retrying in \d+ s/ })).toBeVisible()
  flooding = false
  await flooded
  // The rate gives one request back within 10 s, and the page's retry waits the 10 s nginx's Retry-After names.
  await expect(page.getByText(STAND_IN.txSender).first()).toBeVisible({ timeout: 30_000 })
})
