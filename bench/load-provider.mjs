// A stand-in data provider for the load benchmark, on loopback: answers every path with a small JSON body after a
// provider-like delay (80–250 ms, one in a hundred 800 ms), counts what arrives and when, and can go down (nothing
// listens, so connections are refused) and come back.
import { createServer } from 'node:http'

function delayMs() {
  return Math.random() < 0.01 ? 800 : 80 + Math.random() * 170
}

export async function startLoadProvider({ port, apiKey }) {
  const arrivals = []
  let keyMissing = 0
  const server = createServer((request, response) => {
    arrivals.push(Date.now())
    if (request.headers['x-api-key'] !== apiKey) keyMissing += 1
    setTimeout(() => {
      const body = JSON.stringify({ page: 1, page_size: 1, cursor: null, result: [], served: Date.now() })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(body)
    }, delayMs())
  })
  const listen = () => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  await listen()
  return {
    base: `http://127.0.0.1:${port}`,
    arrivals,
    keyMissing: () => keyMissing,
    down: () => {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeAllConnections()
      return closed
    },
    up: listen,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
