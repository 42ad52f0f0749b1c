// One GET from a loopback address of the caller's choosing (127.x.y.z), so a test or the benchmark can be thousands of
// distinct clients to nginx's per-client limit without trusting X-Forwarded-For. Loopback only.
import { Agent, request } from 'node:http'

const LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/

/** The n-th distinct loopback client address (n from 0): 127.1.0.1, 127.1.0.2, … skipping .0 and .255. */
export function clientAddress(n) {
  const host = n % 254
  const rest = Math.floor(n / 254)
  return `127.${1 + Math.floor(rest / 256)}.${rest % 256}.${host + 1}`
}

/** A reader's own connection, kept between its requests as a browser keeps it. */
export function readerAgent(localAddress) {
  return new Agent({ keepAlive: true, maxSockets: 1, localAddress })
}

export function loopbackGet(url, localAddress, timeoutMs = 30_000, agent = false) {
  if (!LOOPBACK.test(localAddress) || !new URL(url).hostname.startsWith('127.')) throw new Error(`loopback only: ${localAddress} → ${url}`)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(url, { localAddress, agent, timeout: timeoutMs }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      )
      res.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error), ms: performance.now() - started }))
    })
    req.on('timeout', () => req.destroy(new Error('client timeout')))
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error.message), ms: performance.now() - started }))
    req.end()
  })
}
