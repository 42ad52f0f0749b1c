import { request as httpRequest } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SERVER_KEY } from './support/live-suite'
import { startNginx, startPreview, type LiveServer } from './support/live-servers'
import { startStandInUpstream, type StandInUpstream } from './support/stand-in-upstream'
import { storyHash } from '../mocks/fixtures/story-encoding'
import { SOURCIFY_CONTRACTS as C } from '../mocks/sourcify-answers'
import { REFUSED_CASES } from '../server/test-support/allow-list-cases'

// Sourcify in live mode against the stand-in (e2e/support/stand-in-upstream.ts), through deploy/run-nginx.sh and
// through vite preview: a call the offline index does not know is named from its verified ABI; nginx forwards it
// keyless, only its two lookups with the app's parameters, each answer kept for its own lifetime, errors never.
const PORT = 4521
const UPSTREAM_PORT = 4522
const VITE_PORT = 4523
const VITE_UPSTREAM_PORT = 4524
const VERIFIED_CALL = storyHash('verified source: DNSSECImpl setAlgorithm with its AlgorithmUpdated event')

/** The transaction page names the call and its event from the verified ABI, with the parameters' names. */
async function expectNamedFromVerifiedSource(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/eth/tx/${VERIFIED_CALL}`)
  const input = page.getByRole('region', { name: /Input data/ })
  await expect(input.getByText('setAlgorithm(uint8 id, address algo)')).toBeVisible({ timeout: 40_000 })
  await expect(input.getByTestId('verified-source-note')).toContainText('named from the verified source of DNSSECImpl')
  await expect(page.getByText('AlgorithmUpdated(uint8 id, address addr)')).toBeVisible()
}

function liveEnv(upstream: StandInUpstream): Record<string, string> {
  return {
    API_KEY: SERVER_KEY,
    API_BASE_URL: upstream.bases.evm,
    SOLANA_API_BASE_URL: upstream.bases.solana,
    RPC_BASE_URL: upstream.bases.rpc,
    SOURCIFY_BASE_URL: upstream.bases.sourcify,
  }
}
// As the app sends it (URLSearchParams writes the commas as %2C), so the page's own lookup and these share nginx's cache.
const CONTRACT = (address: string) => `/proxy/sourcify/v2/contract/1/${address}?fields=abi%2Ccompilation%2CproxyResolution`

let upstream: StandInUpstream
let nginx: LiveServer

/** The status and headers of a request sent exactly as written, before any URL normalisation. */
function sendRaw(method: string, target: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${nginx.baseURL}${target}`, { method, path: target }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

test.describe('Sourcify through nginx', () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    upstream = await startStandInUpstream({ port: UPSTREAM_PORT, apiKey: SERVER_KEY })
    nginx = await startNginx(PORT, liveEnv(upstream))
  })

  test.afterAll(async () => {
    await nginx?.stop()
    await upstream?.close()
  })

  test('names a call the offline index does not know from its verified ABI', async ({ page }) => {
    await expectNamedFromVerifiedSource(page, nginx.baseURL)
    expect(upstream.seen.filter((request) => request.path.startsWith('/sourcify/')).every((request) => request.headerKey === null)).toBe(true)
  })

  test('forwards a verified contract without the key and keeps it long; a crowd costs one lookup', async () => {
    const first = await sendRaw('GET', CONTRACT(C.verified))
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body)).toMatchObject({ match: 'exact_match', compilation: { name: 'DNSSECImpl' } })
    expect(first.headers['cache-control']).toBe('public, max-age=86400, s-maxage=604800')
    await sendRaw('GET', CONTRACT(C.verified))
    const seen = upstream.seen.filter((request) => request.path === `/sourcify/v2/contract/1/${C.verified}`)
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ headerKey: null, pathKey: null, query: '?fields=abi%2Ccompilation%2CproxyResolution' })
  })

  test('keeps "not verified" briefly and a signature batch ten minutes, and never an error', async () => {
    expect((await sendRaw('GET', CONTRACT(C.unverified))).headers['cache-control']).toBe('public, max-age=30, s-maxage=30')
    const batch = await sendRaw('GET', '/proxy/sourcify/signature-database/v1/lookup?function=0x9973b54d,0x087991bc')
    expect(batch.status).toBe(200)
    expect(JSON.parse(batch.body).result.function['0x9973b54d']).toHaveLength(2)
    expect(batch.headers['cache-control']).toBe('public, max-age=600, s-maxage=600')
    for (const address of [C.failing, C.rateLimited]) {
      const before = upstream.seen.length
      expect((await sendRaw('GET', CONTRACT(address))).headers['cache-control']).toBe('no-store')
      await sendRaw('GET', CONTRACT(address))
      expect(upstream.seen.length, `${address} asked again`).toBe(before + 2)
    }
  })

  test('refuses any other Sourcify path or parameter before anything leaves', async () => {
    for (const refused of REFUSED_CASES.filter((item) => item.target.startsWith('/proxy/sourcify/'))) {
      const before = upstream.seen.length
      expect((await sendRaw(refused.method, refused.target)).status, refused.name).toBe(refused.refused)
      expect(upstream.seen.length, `${refused.name} reached the upstream`).toBe(before)
    }
  })
})

test.describe('Sourcify through vite preview', () => {
  test.setTimeout(120_000)
  let viteUpstream: StandInUpstream
  let preview: LiveServer

  test.beforeAll(async () => {
    viteUpstream = await startStandInUpstream({ port: VITE_UPSTREAM_PORT, apiKey: SERVER_KEY })
    preview = await startPreview(VITE_PORT, liveEnv(viteUpstream))
  })

  test.afterAll(async () => {
    await preview?.stop()
    await viteUpstream?.close()
  })

  test('names a call the offline index does not know from its verified ABI, asking Sourcify without the key', async ({ page }) => {
    await expectNamedFromVerifiedSource(page, preview.baseURL)
    const asked = viteUpstream.seen.filter((request) => request.path.startsWith('/sourcify/'))
    expect(asked.map((request) => request.path)).toContain(`/sourcify/v2/contract/1/${C.verified}`)
    for (const request of asked) expect(request, `${request.path} carried no key`).toMatchObject({ headerKey: null, pathKey: null })
  })
})
