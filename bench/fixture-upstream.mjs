// The fixtures as an upstream API on loopback: the same MSW handlers that answer in the browser on fixtures,
// answered here in Node, so the benchmark can measure the production build in live mode (no fixture harness in
// the page) on exactly the fixture data.
import { createServer as createHttpServer } from 'node:http'
import { getResponse } from 'msw'
import { openSourceModules } from '../scripts/source-modules.mjs'

/**
 * Loads mocks/handlers.ts through Vite (it is TypeScript) and serves it on `port`; resolves to `close()` and
 * `count(pathAndQuery)`, how many requests for it arrived.
 */
export async function startFixtureUpstream({ root, port }) {
  const modules = await openSourceModules(root)
  const { handlers } = await modules.load('/mocks/handlers.ts')

  const arrived = new Map()
  const server = createHttpServer(async (incoming, outgoing) => {
    arrived.set(incoming.url, (arrived.get(incoming.url) ?? 0) + 1)
    try {
      const request = await toFetchRequest(incoming, port)
      const response = await getResponse(handlers, request)
      if (!response) {
        outgoing.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no fixture for this path"}')
        return
      }
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      outgoing.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }))
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    count: (pathAndQuery) => arrived.get(pathAndQuery) ?? 0,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await modules.close()
    },
  }
}

async function toFetchRequest(incoming, port) {
  const chunks = []
  for await (const chunk of incoming) chunks.push(chunk)
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
  const headers = Object.entries(incoming.headers).filter(([, value]) => typeof value === 'string')
  return new Request(`http://127.0.0.1:${port}${incoming.url}`, { method: incoming.method, headers, body })
}
