import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, expectNoInjectedScript, test } from './fixtures'
import { FIXTURE_VIEWS } from '../mocks/fixture-views'
import { turnOnHostileData } from './support/fixture-switches'
import { BUILD_DIR, startNginx, type LiveServer } from './support/live-servers'

// e2e/live-nginx.spec.ts runs nginx in live mode against a stand-in upstream whose three bases share one origin; here
// the same deploy/run-nginx.sh serves the build on fixtures, with three distinct bases, to read the policy it renders
// directive by directive and to run every view under it.
const PORT = 4222
const BASES = {
  API_BASE_URL: 'https://evm.data.example',
  SOLANA_API_BASE_URL: 'https://solana.data.example:8443',
  RPC_BASE_URL: 'https://rpc.data.example/nodes',
}
const EXTRA_NODE = 'https://node.example:8545'
const IPFS_GATEWAY = process.env.VITE_IPFS_GATEWAY ?? 'https://ipfs.io/ipfs/'

type Policy = Map<string, string[]>

/** Every Content-Security-Policy violation the test's pages report, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

function parsePolicy(header: string): Policy {
  const policy: Policy = new Map()
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name) policy.set(name.toLowerCase(), sources)
  }
  return policy
}

/** Whether a directive's sources let the page load a URL: 'self', scheme sources and host sources with ports. */
function allows(sources: string[], url: string, self: string): boolean {
  const target = new URL(url)
  return sources.some((source) => {
    if (source === "'self'") return target.origin === self
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase()
    const host = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?$/i.exec(source)
    if (!host) return false
    const [, scheme, name, port] = host
    return `${scheme}:` === target.protocol && name === target.hostname && (port === '*' || (port ?? '') === target.port)
  })
}

test.describe('the Content-Security-Policy', () => {
  test('the production build needs no inline script, handler or style', async () => {
    const html = await readFile(path.join(BUILD_DIR, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'every script is a file from this origin').toMatch(/\bsrc="\/(assets\/[^"]+|theme)\.js"/)
      expect(body?.trim()).toBe('')
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/\sstyle\s*=|<style\b/i)
    expect(html).not.toMatch(/javascript:/i)
  })

  test.describe('as deploy/run-nginx.sh renders it', () => {
    let server: LiveServer

    test.beforeAll(async () => {
      test.setTimeout(90_000)
      server = await startNginx(PORT, { API_KEY: '', ...BASES, CSP_CONNECT_SRC_EXTRA: EXTRA_NODE })
    })
    test.afterAll(async () => {
      await server?.stop()
    })
    test.use({ baseURL: `http://127.0.0.1:${PORT}` })

    test('scripts from this origin only, calls to the configured bases and this computer, images over https and the IPFS gateway', async ({
      request,
      baseURL,
    }) => {
      const header = (await request.get('/')).headers()['content-security-policy'] ?? ''
      expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
      const policy = parsePolicy(header)
      expect([...policy.values()].flat(), 'no directive allows everything').not.toContain('*')
      const self = baseURL!

      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])

      // Visitors with their own key call the bases; the JSON-RPC lookup may call a node on this computer or a listed one.
      expect(new Set(policy.get('connect-src'))).toEqual(
        new Set([
          "'self'",
          'https://evm.data.example',
          'https://solana.data.example:8443',
          'https://rpc.data.example',
          'http://localhost:*',
          'http://127.0.0.1:*',
          EXTRA_NODE,
        ]),
      )
      const connect = policy.get('connect-src') ?? []
      expect(allows(connect, 'http://localhost:8545/', self)).toBe(true)
      expect(allows(connect, 'https://attacker.example/collect', self)).toBe(false)
      expect(allows(connect, 'http://evm.data.example/api', self), 'a base over plain http').toBe(false)

      const images = policy.get('img-src') ?? []
      expect(allows(images, `${IPFS_GATEWAY}QmRRPWG96cmgTn2qSzjwr2qvfNEuhunv6FNeMFGa9bx6mQ`, self), 'the IPFS gateway').toBe(true)
      expect(allows(images, 'https://logos.example.org/usdc.png', self)).toBe(true)
      expect(allows(images, `${self}/favicon.svg`, self)).toBe(true)
      expect(allows(images, 'http://tracker.example/pixel.gif', self)).toBe(false)
      expect(allows(images, 'data:image/svg+xml,<svg/>', self)).toBe(false)
      expect(allows(policy.get('media-src') ?? [], `${IPFS_GATEWAY}bafy/312.mp4`, self)).toBe(true)
    })

    // Each view in turn in one page: the violations a document reports are read before the next one replaces it.
    test('every view runs under it without a violation', async ({ page }) => {
      test.setTimeout(FIXTURE_VIEWS.length * 15_000)
      const violations = await recordViolations(page)
      for (const view of FIXTURE_VIEWS) {
        await test.step(view.name, async () => {
          await page.goto(view.path)
          await expect(page.getByText(view.shows).first()).toBeVisible()
          expect(await violations()).toEqual([])
        })
      }
    })

    test('every view runs under it without a violation on hostile data, and nothing from the data runs', async ({ page, dialogs }) => {
      test.setTimeout(FIXTURE_VIEWS.length * 15_000)
      const violations = await recordViolations(page)
      await turnOnHostileData(page)
      for (const view of FIXTURE_VIEWS) {
        await test.step(view.name, async () => {
          await page.goto(view.path)
          await expect(
            page
              .locator('main')
              .getByText(/<script>window\.__pwned|<img src=x onerror/)
              .filter({ visible: true })
              .first(),
          ).toBeVisible()
          expect(await violations()).toEqual([])
          await expectNoInjectedScript(page)
        })
      }
      expect(dialogs).toEqual([])
    })
  })
})
