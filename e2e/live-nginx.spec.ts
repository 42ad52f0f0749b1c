import { statSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { describeLiveMode, expectNoKey, type LiveContext } from './support/live-suite'
import { BUILD_DIR, startNginx } from './support/live-servers'
import { LIVE_VIEWS } from './support/live-views'
import { erc20TransfersPage, STAND_IN } from './support/stand-in-data'
import { HANG_UP_BLOCK_HASH } from './support/stand-in-upstream'

const UPSTREAM_PORT = 4214

/** The bytes the server sends for `url` to a browser that accepts `encodings`, before any decoding. */
function compressedLength(url: string, encodings: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encodings } }, (response) => {
      let length = 0
      response.on('data', (chunk: Buffer) => (length += chunk.length))
      response.on('end', () => resolve(length))
    }).on('error', reject)
  })
}

// The production build behind Debian's nginx with deploy/nginx, rendered and started by deploy/run-nginx.sh.
describeLiveMode({ title: 'live mode through nginx', port: 4213, upstreamPort: UPSTREAM_PORT, start: startNginx, moreTests: deploymentTests })

function deploymentTests({ server, upstream }: LiveContext) {
  test('sends the security headers, with scripts from this origin only', async ({ request }) => {
    const headers = (await request.get('/')).headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${UPSTREAM_PORT} http://localhost:* http://127.0.0.1:*;`)
    expect(policy).toContain("img-src 'self' https:;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
  })

  test('serves index.html uncached in live mode, and every deep link falls back to it', async ({ request }) => {
    for (const path of ['/', '/index.html', LIVE_VIEWS[0]!.path, '/settings']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      expect(await response.text(), path).toContain('<meta name="chainview-mode" content="live" />')
    }
  })

  test('caches hashed assets for a year, sends the brotli or gzip file the build wrote beside each, and answers a missing one with 404', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/')).text()
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'the entry script').toBeTruthy()
    const built = (suffix: string) => statSync(join(BUILD_DIR, `${script!}${suffix}`)).size
    for (const [accepted, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(script!, { headers: { 'accept-encoding': accepted } })
      expect(response.headers()['cache-control'], accepted).toBe('public, max-age=31536000, immutable')
      expect(response.headers()['content-encoding'], accepted).toBe(encoding)
      expect(response.headers()['vary'], accepted).toBe('Accept-Encoding')
      expect(await compressedLength(`${baseURL}${script}`, accepted), accepted).toBe(built(suffix))
    }
    expect(built('.br'), 'brotli at its best level is smaller than gzip at its best').toBeLessThan(built('.gz') * 0.95)
    expect((await request.get('/assets/not-built.js')).status()).toBe(404)
  })

  test('keeps the icon and the render-blocking theme script a day, and revalidates the page itself', async ({ request }) => {
    expect((await request.get('/theme.js')).headers()['cache-control']).toBe('public, max-age=86400')
    expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=86400')
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache')
  })

  test('compresses proxied JSON and passes it whole', async ({ request }) => {
    const response = await request.get(`/proxy/evm/api/v2.2/erc20/${STAND_IN.token}/transfers?chain=eth`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(await response.json()).toEqual(erc20TransfersPage)
  })

  test('the proxies lend the key to the app’s operations only, with the method each takes', async ({ request }) => {
    expect((await request.get('/proxy/evm/api/v2.1/market-data/erc20s/top-movers')).status()).toBe(404)
    expect((await request.post('/proxy/evm/api/v2.2/market-data/erc20s/top-movers')).status()).toBe(405)
    expect((await request.get('/proxy/rpc/eth')).status()).toBe(405)
    expect((await request.get('/proxy/evm/api/v2.2/x%2f..%2fadmin')).status(), 'encoded separators').toBe(400)
    expect((await request.get('/proxy/evm/api/v2.2/x%5c..%5cadmin')).status(), 'encoded backslashes').toBe(400)
    expect(upstream().seen.some((seen) => seen.path.includes('admin'))).toBe(false)
  })

  test('runs every view without a Content-Security-Policy violation', async ({ page }) => {
    test.setTimeout(LIVE_VIEWS.length * 15_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const view of LIVE_VIEWS) {
      await test.step(view.name, async () => {
        await page.goto(view.path)
        await expect(page.getByText(view.shows).first()).toBeVisible()
        expect(violations).toEqual([])
      })
    }
  })

  test('the error log names the upstream with the key removed', async ({ request }) => {
    await request.post('/proxy/rpc/eth', {
      data: { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [HANG_UP_BLOCK_HASH, '0x1'] },
    })
    await expect.poll(() => server().output()).toContain('/rpc/eth/[redacted]')
    expectNoKey(server().output(), 'nginx’s output')
  })
}
