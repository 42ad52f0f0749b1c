import type { IncomingMessage, ServerResponse } from 'node:http'

/** The same test vite's own SPA fallback applies: a browser's page request, or one that accepts anything. */
export function acceptsHtml(request: IncomingMessage): boolean {
  const accept = request.headers.accept
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*')
}

/** A page answered as nginx answers index.html: 200, revalidated on every visit, no body for HEAD. */
export function answerHtml(request: IncomingMessage, response: ServerResponse, html: string): void {
  const bytes = Buffer.from(html, 'utf8')
  response.statusCode = 200
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.setHeader('cache-control', 'no-cache')
  response.setHeader('content-length', bytes.length)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}
