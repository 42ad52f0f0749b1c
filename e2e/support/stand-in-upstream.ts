import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { operationPath } from '../../src/api/operation'
import { OPERATIONS } from '../../src/api/operations'
import { PROXY_PATHS } from '../../server/allow-list'
import { answerSourcify, type StandInAbis } from '../../mocks/sourcify-answers'
import { findVerifiedSourceStory } from '../../mocks/fixtures/verified-source-story-records'
import { COMMITTED_STORY_CASES } from './committed-story-cases'
import { loadFixtureAnswers } from './fixture-answers'
import { rpcTransaction, STAND_IN, STAND_IN_ANSWERS } from './stand-in-data'

// The Sourcify stand-in's ABIs, read as files: Playwright's loader cannot import JSON.
const requirePackage = createRequire(import.meta.url)
const SOURCIFY_ABIS: StandInAbis = {
  dnssec: (requirePackage('@ensdomains/dnssec-oracle/build/contracts/DNSSECImpl.json') as { abi: unknown }).abi,
  owned: (requirePackage('@ensdomains/dnssec-oracle/build/contracts/Owned.json') as { abi: unknown }).abi,
}

/** A JSON-RPC lookup of this block hash is hung up on, so a proxy's failure log (which names the upstream URL) can be checked. */
export const HANG_UP_BLOCK_HASH = `0x${'dead'.repeat(16)}`

/** What the stand-in saw of one request: enough to prove the key arrived, and how. */
export interface SeenRequest {
  method: string
  path: string
  /** the query string, with its `?` */
  query: string
  /** the X-API-Key header, REST only */
  headerKey: string | null
  /** the {apiKey} path segment, JSON-RPC only */
  pathKey: string | null
  rpcMethod: string | null
}

export interface StandInUpstream {
  /** the bases to configure, one per API family, all on this server; Sourcify's is keyless */
  bases: { evm: string; solana: string; rpc: string; sourcify: string }
  seen: SeenRequest[]
  /** from now on only this key is accepted; any other gets 401 */
  acceptKey(key: string): void
  /**
   * from now on every request meets this failure, until called with null: a status (429 comes with Retry-After: 1),
   * `refuse` (nothing listens: connections are refused) or `hang` (the request is read and never answered)
   */
  failWith(failure: Failure | null): Promise<void>
  /** how long each answer takes from now on */
  delayAnswers(ms: number): void
  /** from now on, until called with false, Sourcify's base answers 502 to everything; the data provider is unaffected */
  takeSourcifyDown(down: boolean): void
  close(): Promise<void>
}

export type Failure = number | 'refuse' | 'hang'

interface Answer {
  status: number
  body: unknown
}

/**
 * A stand-in for the data provider on loopback, REST keys checked in X-API-Key and the JSON-RPC key in the path. It
 * answers every operation of the registry: with its own data (stand-in-data.ts) where it has some, otherwise as the
 * fixtures answer the same request (mocks/handlers.ts, loaded from the start and awaited at the first request that
 * needs them), so a new operation needs no edit here. A wrong key gets 401 with the key it got echoed in the message,
 * as a careless provider might, so the proxy's redaction is tested too. CORS is open so a browser may call it
 * directly with its own key.
 */
export async function startStandInUpstream({ port, apiKey }: { port: number; apiKey: string }): Promise<StandInUpstream> {
  let accepted = apiKey
  let failure: Failure | null = null
  let delayMs = 0
  let sourcifyDown = false
  const seen: SeenRequest[] = []
  const fixtures = loadFixtureAnswers()
  // Awaited where a request needs it; a spec that never does still closes it cleanly.
  fixtures.catch(() => undefined)

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => send(response, { status: 500, body: { message: 'stand-in failure' } }))
  })
  server.keepAliveTimeout = 1_000

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid')
    if (request.method === 'OPTIONS') return preflight(response)
    const body = request.method === 'POST' ? await readText(request) : ''
    const rpc = /^\/rpc\/([a-z0-9-]+)\/([^/]+)$/.exec(url.pathname)
    const pathKey = rpc ? decodeURIComponent(rpc[2]!) : null
    const headerKey = typeof request.headers['x-api-key'] === 'string' ? request.headers['x-api-key'] : null
    const rpcMethod = rpc ? parseRpcMethod(body) : null
    seen.push({ method: request.method ?? 'GET', path: url.pathname, query: url.search, headerKey, pathKey, rpcMethod })
    if (rpc && body.includes(HANG_UP_BLOCK_HASH)) return void request.socket.destroy()

    if (failure === 'hang') return
    if (url.pathname.startsWith('/sourcify/')) {
      if (sourcifyDown || typeof failure === 'number' || failure === 'refuse')
        return send(response, { status: 502, body: { message: 'Sourcify stand-in down' } })
      const answer = answerSourcify(url.pathname.slice('/sourcify'.length), url.searchParams, SOURCIFY_ABIS)
      response.writeHead(answer.status, { ...CORS, ...answer.headers })
      return void response.end(answer.body)
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))

    const given = rpc ? pathKey : headerKey
    if (given !== accepted) return send(response, { status: 401, body: { message: `Invalid API key: ${given ?? '(none)'}` } })
    if (failure === 429) return send(response, { status: 429, body: { message: 'Rate limit exceeded' } }, { 'retry-after': '1' })
    if (typeof failure === 'number') return send(response, { status: failure, body: { message: `Stand-in failure ${failure}` } })
    const own = rpc ? ownRpcAnswer(rpc[1]!, body) : ownRestAnswer(url.pathname)
    if (own) return send(response, own)
    // The upstream's paths are the proxy's without its /proxy (each base is configured as <origin>/<base>).
    const asProxied = new Request(`http://stand-in.invalid/proxy${url.pathname}${url.search}`, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: request.method === 'POST' ? body : undefined,
    })
    const answer = await (await fixtures).answer(asProxied)
    if (!answer) return send(response, { status: 404, body: { message: `The stand-in has no data at ${url.pathname}` } })
    response.writeHead(answer.status, { ...CORS, ...Object.fromEntries(answer.headers) })
    response.end(await answer.text())
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const stopListening = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    return closed
  }
  await listen()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    bases: { evm: `${origin}/evm`, solana: `${origin}/solana`, rpc: `${origin}/rpc`, sourcify: `${origin}/sourcify` },
    seen,
    acceptKey: (key) => {
      accepted = key
    },
    failWith: async (next) => {
      const wasRefusing = failure === 'refuse'
      if (failure === 'hang') server.closeAllConnections()
      failure = next
      if (next === 'refuse' && !wasRefusing) await stopListening()
      if (next !== 'refuse' && wasRefusing) await listen()
    },
    delayAnswers: (ms) => {
      delayMs = ms
    },
    takeSourcifyDown: (down) => {
      sourcifyDown = down
    },
    close: async () => {
      if (failure !== 'refuse') await stopListening()
      await (await fixtures.catch(() => null))?.close()
    },
  }
}

/** The stand-in's own answer at an upstream path, found through the registry's operation paths; null where it has none. */
function ownRestAnswer(path: string): Answer | null {
  const own = STAND_IN_ANSWERS.find(({ operation, params }) => {
    const declared = OPERATIONS[operation]
    return path === `${PROXY_PATHS[declared.base].replace(/^\/proxy/, '')}${operationPath(declared, params as never)}`
  })
  if (own) return { status: 200, body: own.body }
  const story = storyTransaction(/^\/evm\/api\/v2\.2\/transaction\/(0x[0-9a-f]{64})$/.exec(path)?.[1])
  return story ? { status: 200, body: story } : null
}

/** Each story case of the fixtures (the verified-source ones too), with its internal calls, as the transaction operation answers it. */
function storyTransaction(hash: string | undefined): unknown {
  const fixture = hash ? (COMMITTED_STORY_CASES.find(hash) ?? findVerifiedSourceStory(SOURCIFY_ABIS, hash)) : undefined
  return fixture && { ...fixture.transaction, internal_transactions: fixture.internal }
}

/** The stand-in's own transaction at index 0 of its own block; null for any other call. */
function ownRpcAnswer(chain: string, body: string): Answer | null {
  let call: { id?: unknown; method?: unknown; params?: unknown }
  try {
    call = JSON.parse(body) as typeof call
  } catch {
    return null
  }
  const params = Array.isArray(call.params) ? call.params : []
  const found =
    chain === STAND_IN.rpcChain && call.method === 'eth_getTransactionByBlockHashAndIndex' && params[0] === STAND_IN.rpcBlockHash && params[1] === '0x0'
  return found ? { status: 200, body: { jsonrpc: '2.0', id: call.id ?? null, result: rpcTransaction } } : null
}

function parseRpcMethod(body: string): string | null {
  try {
    const method = (JSON.parse(body) as { method?: unknown }).method
    return typeof method === 'string' ? method : null
  } catch {
    return null
  }
}

const CORS = { 'access-control-allow-origin': '*' }

function preflight(response: ServerResponse): void {
  response.writeHead(204, {
    ...CORS,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'accept, content-type, x-api-key',
    'access-control-max-age': '600',
  })
  response.end()
}

function send(response: ServerResponse, { status, body }: Answer, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks).toString('utf8')
}
