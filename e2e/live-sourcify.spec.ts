import { request as httpRequest } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SERVER_KEY } from './support/live-suite'
import { startNginx, startPreview, type LiveServer } from './support/live-servers'
import { expectOfflinePageWithNote } from './support/offline-transaction-page'
import { startStandInUpstream, type StandInUpstream } from './support/stand-in-upstream'
import {
  expectDatabaseNameLabelled,
  expectEveryFittingCandidate,
  expectProxyCallNamedFromImplementation,
  expectVerifiedCallNamed,
  transactionUrl,
} from './support/verified-source-pages'
import { VERIFIED_SOURCE_CASES as CASES } from '../mocks/fixtures/verified-source-story-records'
import { SOURCIFY_CONTRACTS as C } from '../mocks/sourcify-answers'
import { REFUSED_CASES } from '../server/test-support/allow-list-cases'

// Sourcify in live mode against the stand-in (e2e/support/stand-in-upstream.ts), through deploy/run-nginx.sh and
// through vite preview: what the offline index does not know is named from verified ABIs and the signature database,
// and with Sourcify down the page is the offline one with a note; nginx forwards it keyless, only its two lookups with
// the app's parameters, each answer kept for its own lifetime, errors never.
const PORT = 4521
const UPSTREAM_PORT = 4522
const VITE_PORT = 4523
const VITE_UPSTREAM_PORT = 4524

/**
 * One page walks the stand-in's transactions through the server at `origin`. Sourcify is taken down first, before
 * nginx has kept any of the verified call's answers, and brought back for the rest.
 */
async function walkVerifiedSourcePages(page: Page, origin: string, standIn: StandInUpstream): Promise<void> {
  const verifiedCall = transactionUrl(origin, CASES.verifiedCall)
  await test.step('with Sourcify down, the page is the offline one and says so', async () => {
    standIn.takeSourcifyDown(true)
    try {
      await expectOfflinePageWithNote(page, verifiedCall)
    } finally {
      standIn.takeSourcifyDown(false)
    }
  })
  await test.step('a call and an event the offline index does not know are named from the verified ABI', () => expectVerifiedCallNamed(page, origin))
  await test.step('a proxy’s call is named from its implementation', () => expectProxyCallNamedFromImplementation(page, origin))
  await test.step('an unverified contract’s selector that two database signatures fit lists both and names none', () =>
    expectEveryFittingCandidate(page, origin))
  await test.step('an unverified contract’s selector that one database signature fits is named by it, labelled', () => expectDatabaseNameLabelled(page, origin))
  await test.step('each lookup reached Sourcify’s stand-in without the key', () => {
    const asked = standIn.seen.filter((request) => request.path.startsWith('/sourcify/'))
    expect(asked.map((request) => request.path)).toEqual(
      expect.arrayContaining([C.verified, C.proxy, C.implementation, C.unverified].map((address) => `/sourcify/v2/contract/1/${address}`)),
    )
    expect(asked.map((request) => request.path)).toContain('/sourcify/signature-database/v1/lookup')
    for (const request of asked) expect(request, `${request.path} carried no key`).toMatchObject({ headerKey: null, pathKey: null })
  })
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

  test('names what the offline index does not know from verified ABIs and the signature database; down, the offline page with a note', async ({ page }) => {
    // Six loads of the transaction page, each waiting for lookups after the decoding: 15 s a load on a slow day.
    test.setTimeout(180_000)
    await walkVerifiedSourcePages(page, nginx.baseURL, upstream)
  })

  test('forwards a verified contract without the key and keeps it long; a crowd costs one lookup', async () => {
    const first = await sendRaw('GET', CONTRACT(C.partial))
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body)).toMatchObject({ match: 'match', compilation: { name: 'DNSSECImpl' } })
    expect(first.headers['cache-control']).toBe('public, max-age=86400, s-maxage=604800')
    await sendRaw('GET', CONTRACT(C.partial))
    const seen = upstream.seen.filter((request) => request.path === `/sourcify/v2/contract/1/${C.partial}`)
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

  test('names what the offline index does not know from verified ABIs and the signature database; down, the offline page with a note', async ({ page }) => {
    // As through nginx: six loads of the transaction page.
    test.setTimeout(180_000)
    await walkVerifiedSourcePages(page, preview.baseURL, viteUpstream)
  })
})
