import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LiveServerConfig } from './config.ts'
import rpcTransaction from '../deploy/nginx/rpc-transaction.js'
import { runnerImport } from 'vite'
import { SOURCE_ALIAS } from '../source-alias.mjs'
import { PROXY_PREFIX } from './config.ts'
import type { UpstreamRequest } from './proxy-routes.ts'
import { redactSecret } from './redact.ts'

export interface ProxyLogger {
  warn(message: string): void
}

type Next = (error?: unknown) => void

const UPSTREAM_TIMEOUT_MS = 30_000
const MAX_BODY_BYTES = 64 * 1024
// Only these upstream headers reach the browser; cookies, CORS grants, the upstream's caching and anything else stay behind.
const PASSED_HEADERS = /^(content-type|retry-after|x-request-id|(x-)?ratelimit-[a-z-]+)$/

/**
 * Connect middleware for `/proxy/*`: forwards the browser's request to the configured upstream with the key added,
 * and passes status and body back with every echo of the key removed. Without a key it answers 503.
 */
export function createProxyMiddleware(config: LiveServerConfig, logger: ProxyLogger) {
  let routes: Promise<ProxyRoutes> | undefined
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (!(request.url ?? '').startsWith(PROXY_PREFIX)) return next()
    routes ??= loadRoutes()
    routes
      .then((loaded) => forward(loaded, request, response, config, logger))
      .catch((error: unknown) => {
        logger.warn(redactSecret(`[chainview proxy] ${describeFailure(error)}`, config.apiKey))
        if (!response.headersSent) sendJson(response, 502, 'The proxy failed to forward the request')
        else response.destroy()
      })
  }
}

type ProxyRoutes = typeof import('./proxy-routes.ts')

/**
 * The routes read the app's operation declarations (src/api), which import without file extensions as the app's
 * bundler allows: Vite's module runner loads them as the app's build would; importing them into this config would not.
 */
async function loadRoutes(): Promise<ProxyRoutes> {
  const file = path.join(import.meta.dirname, 'proxy-routes.ts')
  const { module } = await runnerImport<ProxyRoutes>(file, { configFile: false, logLevel: 'silent', resolve: { alias: SOURCE_ALIAS } })
  return module
}

async function forward(routes: ProxyRoutes, request: IncomingMessage, response: ServerResponse, config: LiveServerConfig, logger: ProxyLogger): Promise<void> {
  const { apiKey } = config
  if (!apiKey) return sendJson(response, 503, 'No API key is configured on this server, so the app runs on fixtures')
  const method = request.method ?? 'GET'
  const resolution = routes.resolveUpstream(method, request.url ?? '/', config.bases, apiKey)
  if (!resolution.ok) return refuse(response, logger, apiKey, resolution.status, resolution.message, `${method} ${request.url}`)
  const upstream = resolution.request

  let body: string | undefined
  let callerId: string | number | undefined
  if (upstream.method === 'POST') {
    const text = await readBody(request)
    if (text === null) return refuse(response, logger, apiKey, 413, 'The request body is too large', `${method} ${request.url}`)
    const checked = rpcTransaction.checkCall(text)
    if (!checked.ok) return refuse(response, logger, apiKey, checked.status, checked.message, `${method} ${request.url}`)
    body = rpcTransaction.upstreamBody(checked.call)
    callerId = checked.call.id
  }

  let answer: Response
  try {
    answer = await fetch(upstream.url, {
      method: upstream.method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...upstream.headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    logger.warn(
      redactSecret(
        `[chainview proxy] ${upstream.operation} upstream ${originOf(upstream)} ${timedOut ? 'timed out' : `failed: ${describeFailure(error)}`}`,
        apiKey,
      ),
    )
    return timedOut
      ? sendJson(response, 504, 'The upstream data service did not answer in time')
      : sendJson(response, 502, 'The upstream data service could not be reached')
  }

  const received = await answer.text()
  const text = redactSecret(callerId !== undefined && answer.status === 200 ? rpcTransaction.withCallerId(received, callerId) : received, apiKey)
  response.statusCode = answer.status
  answer.headers.forEach((value, name) => {
    if (PASSED_HEADERS.test(name)) response.setHeader(name, redactSecret(value, apiKey))
  })
  response.setHeader('cache-control', routes.answerCacheControl(upstream.operation, answer.status))
  const bytes = Buffer.from(text, 'utf8')
  response.setHeader('content-length', bytes.length)
  response.end(upstream.method === 'HEAD' ? undefined : bytes)
}

/** A refused request never reaches the upstream; the log line says what was refused, without the key. */
function refuse(response: ServerResponse, logger: ProxyLogger, apiKey: string, status: number, message: string, what: string): void {
  logger.warn(redactSecret(`[chainview proxy] refused ${what.slice(0, 300)} (${status}): ${message}`, apiKey))
  sendJson(response, status, message)
}

function sendJson(response: ServerResponse, status: number, message: string): void {
  const bytes = Buffer.from(JSON.stringify({ message }), 'utf8')
  response.statusCode = status
  response.setHeader('content-type', 'application/json; charset=utf-8')
  response.setHeader('cache-control', 'no-store')
  response.setHeader('content-length', bytes.length)
  response.end(bytes)
}

/** The body as text, or null when it is larger than a JSON-RPC call can be. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Only the upstream's origin is logged: the RPC path holds the key. */
function originOf(upstream: UpstreamRequest): string {
  return new URL(upstream.url).origin
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: { code?: unknown } }).cause
  return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message
}
