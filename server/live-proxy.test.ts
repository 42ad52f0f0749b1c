import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, createServer, preview, type InlineConfig, type Logger } from 'vite'
import { STAND_IN } from '../e2e/support/stand-in-data.ts'
import { startStandInUpstream, type StandInUpstream } from '../e2e/support/stand-in-upstream.ts'
import { liveProxy } from './live-proxy.ts'

const KEY = 'server-side-key-42'
const PAGE = '<!doctype html><html><head><meta name="chainview-mode" content="fixtures" /></head><body></body></html>'

let upstream: StandInUpstream
let root: string
const logLines: string[] = []

function capturingLogger(): Logger {
  const logger = createLogger('info', { allowClearScreen: false })
  const capture = (message: string) => void logLines.push(message)
  return { ...logger, info: capture, warn: capture, warnOnce: capture, error: capture }
}

function liveConfig(env: Record<string, string>): InlineConfig {
  return {
    configFile: false,
    root,
    mode: 'production',
    customLogger: capturingLogger(),
    build: { outDir: 'dist' },
    server: { host: '127.0.0.1', port: 0, ws: false },
    preview: { host: '127.0.0.1', port: 0 },
    plugins: [liveProxy({ env })],
  }
}

function withKey(): Record<string, string> {
  return { API_KEY: KEY, API_BASE_URL: upstream.bases.evm, SOLANA_API_BASE_URL: upstream.bases.solana, RPC_BASE_URL: upstream.bases.rpc }
}

function originOf(server: { address(): AddressInfo | string | null } | null | undefined): string {
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`
}

beforeAll(async () => {
  upstream = await startStandInUpstream({ port: 0, apiKey: KEY })
  root = await mkdtemp(path.join(tmpdir(), 'chainview-live-proxy-'))
  await writeFile(path.join(root, 'index.html'), PAGE)
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true })
  await writeFile(path.join(root, 'dist', 'index.html'), PAGE)
  await writeFile(path.join(root, 'dist', 'assets', 'app-1234.js'), 'console.log("app")')
})

afterAll(async () => {
  await upstream.close()
  await rm(root, { recursive: true, force: true })
  expect(logLines.join('\n')).not.toContain(KEY)
})

describe('vite dev with API_KEY', () => {
  it('serves index.html in live mode and forwards REST and JSON-RPC with the key', async () => {
    const server = await createServer({ ...liveConfig(withKey()), mode: 'development' })
    await server.listen()
    try {
      const origin = originOf(server.httpServer)
      expect(await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text()).toContain('content="live"')

      const transfers = await fetch(`${origin}/proxy/evm/api/v2.2/erc20/${STAND_IN.token}/transfers?chain=eth`)
      expect(transfers.status).toBe(200)
      expect(await transfers.text()).toContain(STAND_IN.tokenName)
      expect(upstream.seen.at(-1)).toMatchObject({ path: `/evm/api/v2.2/erc20/${STAND_IN.token}/transfers`, headerKey: KEY })

      const rpc = await fetch(`${origin}/proxy/rpc/eth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [STAND_IN.rpcBlockHash, '0x0'] }),
      })
      expect(await rpc.json()).toMatchObject({ result: { hash: STAND_IN.rpcTxHash } })
      expect(upstream.seen.at(-1)).toMatchObject({ path: `/rpc/eth/${KEY}`, pathKey: KEY, headerKey: null })
    } finally {
      await server.close()
    }
  })
})

describe('vite preview with API_KEY', () => {
  it('answers deep links with the live index.html, uncached, and still serves built assets', async () => {
    const server = await preview(liveConfig(withKey()))
    try {
      const origin = originOf(server.httpServer)
      const page = await fetch(`${origin}/eth/token/${STAND_IN.token}`, { headers: { accept: 'text/html' } })
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toContain('<meta name="chainview-mode" content="live" />')
      expect(await (await fetch(`${origin}/assets/app-1234.js`)).text()).toBe('console.log("app")')
      expect(await (await fetch(`${origin}/index.html`)).text()).toContain('content="live"')
    } finally {
      await server.close()
    }
  })

  it('passes an upstream 401 through with the echoed key removed', async () => {
    const server = await preview(liveConfig(withKey()))
    upstream.acceptKey('another-key')
    try {
      const response = await fetch(`${originOf(server.httpServer)}/proxy/solana/token/mainnet/${STAND_IN.solanaToken}/pairs`)
      expect(response.status).toBe(401)
      const body = await response.text()
      expect(body).toBe('{"message":"Invalid API key: [redacted]"}')
      expect([...response.headers.keys()]).not.toContain('access-control-allow-origin')
    } finally {
      upstream.acceptKey(KEY)
      await server.close()
    }
  })

  it('answers 502 in plain words when the upstream cannot be reached, and logs no key', async () => {
    const server = await preview(liveConfig({ ...withKey(), RPC_BASE_URL: 'http://127.0.0.1:9' }))
    try {
      const call = { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByBlockHashAndIndex', params: [STAND_IN.rpcBlockHash, '0x0'] }
      const response = await fetch(`${originOf(server.httpServer)}/proxy/rpc/eth`, { method: 'POST', body: JSON.stringify(call) })
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ message: 'The upstream data service could not be reached' })
      expect(logLines.some((line) => line.includes('rpc-transaction upstream http://127.0.0.1:9'))).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('refuses an operation the app does not use before it reaches the upstream, and logs the refusal without the key', async () => {
    const server = await preview(liveConfig(withKey()))
    const before = upstream.seen.length
    try {
      const response = await fetch(`${originOf(server.httpServer)}/proxy/evm/api/v2.2/wallets/${STAND_IN.wallet}/history?chain=eth&key=${KEY}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: expect.stringContaining('forwards only its own operations') })
      expect(upstream.seen.length).toBe(before)
      const refusal = logLines.find((line) => line.includes('refused GET /proxy/evm/api/v2.2/wallets/'))
      expect(refusal).toContain('[redacted]')
      expect(logLines.join('\n')).not.toContain(KEY)
    } finally {
      await server.close()
    }
  })
})

describe('vite preview without API_KEY', () => {
  it('leaves the build on fixtures and answers proxy paths with 503', async () => {
    const server = await preview(liveConfig({}))
    try {
      const origin = originOf(server.httpServer)
      expect(await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text()).toContain('content="fixtures"')
      const proxied = await fetch(`${origin}/proxy/evm/api/v2.2/market-data/erc20s/top-movers`)
      expect(proxied.status).toBe(503)
      expect(await proxied.json()).toEqual({ message: 'No API key is configured on this server, so the app runs on fixtures' })
    } finally {
      await server.close()
    }
  })
})
