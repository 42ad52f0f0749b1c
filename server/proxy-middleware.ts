import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LiveServerConfig } from './config.ts'
import { PROXY_PREFIX, resolveUpstream, type UpstreamRequest } from './proxy-routes.ts'
import { redactSecret } from './redact.ts'

export interface ProxyLogger {
  warn(message: string): void
}

type Next = (error?: unknown) => void

const UPSTREAM_TIMEOUT_MS = 30_000
const MAX_BODY_BYTES = 64 * 1024
// Only these upstream headers reach the browser; cookies, CORS grants and anything else stay behind.
const PASSED_HEADERS = /^(content-type|cache-control|expires|retry-after|x-request-id|(x-)?ratelimit-[a-z-]+)$/

/**
 * Connect middleware for `/proxy/*`: forwards the browser's request to the configured upstream with the key added,
 * and passes status and body back with every echo of the key removed. Without a key it answers 503.
 */
export function createProxyMiddleware(config: LiveServerConfig, logger: ProxyLogger) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (!(request.url ?? '').startsWith(PROXY_PREFIX)) return next()
    forward(request, response, config, logger).catch((error: unknown) => {
      logger.warn(redactSecret(`[chainview proxy] ${describeFailure(error)}`, config.apiKey))
      if (!response.headersSent) sendJson(response, 502, 'The proxy failed to forward the request')
      else response.destroy()
    })
  }
}

async function forward(request: IncomingMessage, response: ServerResponse, config: LiveServerConfig, logger: ProxyLogger): Promise<void> {
  const { apiKey } = config
  if (!apiKey) return sendJson(response, 503, 'No API key is configured on this server, so the app runs on fixtures')
  const resolution = resolveUpstream(request.method ?? 'GET', request.url ?? '/', config.bases, apiKey)
  if (!resolution.ok) return sendJson(response, resolution.status, resolution.message)
  const upstream = resolution.request

  const body = upstream.method === 'POST' ? await readBody(request) : undefined
  if (body === null) return sendJson(response, 413, 'The request body is too large')

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
    logger.warn(redactSecret(`[chainview proxy] ${upstream.route} upstream ${originOf(upstream)} ${timedOut ? 'timed out' : `failed: ${describeFailure(error)}`}`, apiKey))
    return timedOut
      ? sendJson(response, 504, 'The upstream data service did not answer in time')
      : sendJson(response, 502, 'The upstream data service could not be reached')
  }

  const text = redactSecret(await answer.text(), apiKey)
  response.statusCode = answer.status
  answer.headers.forEach((value, name) => {
    if (PASSED_HEADERS.test(name)) response.setHeader(name, redactSecret(value, apiKey))
  })
  if (!answer.headers.has('cache-control')) response.setHeader('cache-control', 'no-store')
  const bytes = Buffer.from(text, 'utf8')
  response.setHeader('content-length', bytes.length)
  response.end(upstream.method === 'HEAD' ? undefined : bytes)
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
