import { readdir } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import type { Page, Request, Response } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ALLOWED_CASES, REFUSED_CASES, type ProxyCase } from '../../server/test-support/allow-list-cases'
import { BUILD_DIR, type LiveServer } from './live-servers'
import { LIVE_VIEWS, liveViewNamed } from './live-views'
import { STAND_IN } from './stand-in-data'
import { HANG_UP_BLOCK_HASH, startStandInUpstream, type StandInUpstream } from './stand-in-upstream'

/** Holds the characters a key may need escaped in a header, a URL path and JSON, so every form gets checked. */
export const SERVER_KEY = 'e2eServerKey.7f3a+9c/Zq=='
export const KEY_FORMS = [SERVER_KEY, encodeURIComponent(SERVER_KEY), SERVER_KEY.replaceAll('/', '\\/')]

const BROWSER_KEY = 'browser-own-key-5150'

export interface LiveContext {
  server: () => LiveServer
  upstream: () => StandInUpstream
}

export interface LiveSuiteOptions {
  title: string
  port: number
  upstreamPort: number
  start: (port: number, env: Record<string, string>) => Promise<LiveServer>
  /** tests of one server only, run against the same server */
  moreTests?: (context: LiveContext) => void
}

export function expectNoKey(text: string, where: string): void {
  for (const form of KEY_FORMS) expect(text.includes(form), `${where} holds the key`).toBe(false)
}

/**
 * The live-mode tests every server must pass: the production build, served with API_KEY and the three bases pointed
 * at the stand-in upstream. Each spec starts its own server (vite preview or nginx) and the stand-in.
 */
export function describeLiveMode({ title, port, upstreamPort, start, moreTests }: LiveSuiteOptions): void {
  let upstream: StandInUpstream
  let server: LiveServer

  test.describe(title, () => {
    // Live mode registers no service worker: blocked, none could answer for the proxy (as the fixtures' worker does).
    test.use({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'block' })

    test.beforeAll(async () => {
      test.setTimeout(90_000)
      upstream = await startStandInUpstream({ port: upstreamPort, apiKey: SERVER_KEY })
      server = await start(port, {
        API_KEY: SERVER_KEY,
        API_BASE_URL: upstream.bases.evm,
        SOLANA_API_BASE_URL: upstream.bases.solana,
        RPC_BASE_URL: upstream.bases.rpc,
        SOURCIFY_BASE_URL: upstream.bases.sourcify,
      })
    })

    test.afterAll(async () => {
      await server?.stop()
      await upstream?.close()
    })

    test.beforeEach(() => {
      upstream.acceptKey(SERVER_KEY)
      void upstream.failWith(null)
    })

    test('forwards every operation with the params the app sends, and nothing else ever reaches the upstream', async () => {
      const base = `http://127.0.0.1:${port}`
      for (const proxyCase of [...ALLOWED_CASES, ...REFUSED_CASES]) {
        const before = upstream.seen.length
        const status = await sendRaw(base, proxyCase)
        if (proxyCase.refused) {
          expect(status, proxyCase.name).toBe(proxyCase.refused)
          expect(upstream.seen.length, `${proxyCase.name} reached the upstream`).toBe(before)
        } else {
          expect(status, proxyCase.name).not.toBe(405)
          expect(upstream.seen.length, `${proxyCase.name} was forwarded once`).toBe(before + 1)
        }
      }
      expectNoKey(server.output(), 'the server’s log of refusals')
    })

    test('the footer says the data is live, through this server’s proxy', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByTestId('data-mode')).toHaveText('Data: live API through this server’s proxy')
    })

    test('every view shows the upstream’s data, each upstream request carried the key, and no browser request, response, page, bundle or storage holds it', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const seen = recordTraffic(page)
      for (const view of LIVE_VIEWS) {
        await test.step(view.name, async () => {
          const before = upstream.seen.length
          await page.goto(view.path)
          await expect(page.getByText(view.shows).first()).toBeVisible()
          const upstreamPath = view.upstreamPath.replace('{key}', encodeURIComponent(SERVER_KEY))
          // Now, or earlier in this suite when a shared cache (nginx) kept the answer.
          expect(upstream.seen.some((request) => request.path === upstreamPath)).toBe(true)
          for (const request of upstream.seen.slice(before)) {
            if (request.path.startsWith('/sourcify/')) expect(request.headerKey, `${request.path} carried no key`).toBeNull()
            else if (request.path.startsWith('/rpc/'))
              expect(request, 'the JSON-RPC key is a path segment').toMatchObject({ pathKey: SERVER_KEY, headerKey: null })
            else expect(request.headerKey, `${request.path} carried X-API-Key`).toBe(SERVER_KEY)
          }
          expectNoKey(await page.content(), `the page of ${view.name}`)
          expectNoKey(page.url(), 'the address bar')
        })
      }
      const storage = await page.evaluate(async () =>
        JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, caches: await caches.keys() }),
      )
      expectNoKey(storage, 'browser storage')
      expectNoKey(JSON.stringify(await page.context().cookies()), 'cookies')

      const traffic = await seen.collect()
      expect(
        traffic.requests.filter((url) => new URL(url).port === String(upstreamPort)),
        'the browser never calls the upstream',
      ).toEqual([])
      expect(traffic.requests.some((url) => new URL(url).pathname.startsWith('/proxy/'))).toBe(true)
      expectNoKey(traffic.text, 'browser traffic')

      for (const file of await builtFiles()) {
        const response = await page.request.get(`/${file}`)
        expect(response.ok(), `${file} is served`).toBe(true)
        expectNoKey(await response.text(), file)
      }
      expectNoKey(await (await page.request.get('/')).text(), 'the served index.html')
    })

    test('an upstream 401 shows "The API key was rejected", without the key it echoed', async ({ page }) => {
      upstream.acceptKey('rotated-key')
      // A filter of its own, so no shared cache holds an answer for it from an earlier test.
      await page.goto(`${liveViewNamed('ERC20 transfers').path}?limit=7`)
      await expect(page.getByText('The API key was rejected')).toBeVisible()
      await expect(page.getByText('Invalid API key: [redacted]')).toBeVisible()
      expectNoKey(await page.content(), 'the error page')
      expect(upstream.seen.at(-1)?.headerKey).toBe(SERVER_KEY)
    })

    test('the server’s key wins over a key saved in this browser', async ({ page }) => {
      await page.addInitScript(([key, bases]) => localStorage.setItem('chainview.own-api-key', JSON.stringify({ apiKey: key, bases })), [
        BROWSER_KEY,
        upstream.bases,
      ] as const)
      const before = upstream.seen.length
      await page.goto('/settings')
      await expect(page.getByText('This server supplies its own API key.')).toBeVisible()
      await page.goto(`/eth/token/${STAND_IN.token}?limit=9`)
      await expect(page.getByText(STAND_IN.tokenName).first()).toBeVisible()
      const seen = upstream.seen.slice(before)
      expect(seen.length).toBeGreaterThan(0)
      expect(seen.every((request) => request.headerKey === SERVER_KEY)).toBe(true)
    })

    test('an unreachable upstream is a plain 502, and the server logs no key', async ({ request }) => {
      const response = await request.post('/proxy/rpc/eth', { data: hangUpCall })
      expect(response.status()).toBe(502)
      expect(await response.json()).toEqual({ message: 'The upstream data service could not be reached' })
      await expect.poll(() => server.output()).toMatch(/hang-up|upstream/)
      expectNoKey(server.output(), 'the server’s log')
    })

    moreTests?.({ server: () => server, upstream: () => upstream })
  })
}

const hangUpCall = { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [HANG_UP_BLOCK_HASH, '0x0'] }

/** Sends the case as it is written: dot segments and encodings untouched, as no browser would. */
function sendRaw(base: string, { method, target, body }: ProxyCase): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${target}`, { method, path: target, headers: body ? { 'content-type': 'application/json' } : {} }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** Every request the page sends and every response it can read, as text to search. */
function recordTraffic(page: Page) {
  const requests: string[] = []
  const pending: Promise<string>[] = []
  // Read at collect(); a test that fails before then reports its own failure, not a read the test's end cut short.
  const keep = (read: Promise<string>) => {
    read.catch(() => undefined)
    pending.push(read)
  }
  const onRequest = (request: Request) => {
    requests.push(request.url())
    keep(request.allHeaders().then((headers) => `${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ''}`))
  }
  const onResponse = (response: Response) => {
    keep(
      Promise.all([response.allHeaders(), response.text().catch(() => '')]).then(([headers, body]) => `${response.url()} ${JSON.stringify(headers)} ${body}`),
    )
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  return {
    // What the page sends after this is not read: a poll started as the test ends would outlive it.
    collect: async () => {
      page.off('request', onRequest)
      page.off('response', onResponse)
      return { requests, text: (await Promise.all(pending)).join('\n') }
    },
  }
}

/** The build's files as URL paths: the bundle a browser can fetch. */
async function builtFiles(): Promise<string[]> {
  const entries = await readdir(BUILD_DIR, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}
