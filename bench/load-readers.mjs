// Simulated readers for the load benchmark: each is its own loopback address (127.x.y.z, so nginx's per-client limit
// sees thousands of clients, as in production) reading a link, thinking a few seconds, reading another, until the
// run ends. Most read a few hot links (token transfer lists and transactions); a long tail reads NFTs no one read.
import { clientAddress, loopbackGet, readerAgent } from '../e2e/support/loopback-get.mjs'

const EVM = '/proxy/evm/api/v2.2'
const hex = (n, digits) => n.toString(16).padStart(digits, '0')
export const HOT_LISTS = Array.from({ length: 10 }, (_, n) => `${EVM}/erc20/0x${hex(0xa11ce00 + n, 40)}/transfers?chain=eth`)
const HOT_TRANSACTIONS = Array.from({ length: 10 }, (_, n) => `${EVM}/transaction/0x${hex(0x7e57 + n, 64)}?chain=eth`)
const TAIL_CONTRACT = `0x${hex(0x7a11, 40)}`

let tailCounter = 0
function pickLink() {
  const roll = Math.random()
  if (roll < 0.7) return { kind: 'hot-list', path: HOT_LISTS[Math.floor(Math.random() * HOT_LISTS.length)] }
  if (roll < 0.96) return { kind: 'hot-transaction', path: HOT_TRANSACTIONS[Math.floor(Math.random() * HOT_TRANSACTIONS.length)] }
  tailCounter += 1
  return { kind: 'tail', path: `${EVM}/nft/${TAIL_CONTRACT}/${tailCounter}?chain=eth` }
}

/**
 * Runs `readers` readers against `origin` until `endAt` (ms since the epoch), each thinking `thinkMs` between reads,
 * and at most `maxRequests` in all. Resolves to every answer: when it was asked, how long it took, and what it was.
 */
export async function runReaders({ origin, readers, endAt, thinkMs: [thinkMin, thinkMax], maxRequests }) {
  const answers = []
  const reader = async (n) => {
    const address = clientAddress(n)
    const agent = readerAgent(address)
    // Readers arrive over the first think time, not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMax))
    while (Date.now() < endAt && answers.length < maxRequests) {
      const link = pickLink()
      const at = Date.now()
      const answer = await loopbackGet(`${origin}${link.path}`, address, 20_000, agent)
      answers.push({
        at,
        ms: answer.ms,
        kind: link.kind,
        path: link.path,
        status: answer.status,
        cache: answer.headers['x-cache-status'] ?? null,
        savedCopy: answer.headers['x-chainview-saved-copy'] === '1',
        error: answer.status === 0 ? answer.body : null,
      })
      const think = thinkMin + Math.random() * (thinkMax - thinkMin)
      await new Promise((resolve) => setTimeout(resolve, Math.min(think, Math.max(0, endAt - Date.now()))))
    }
    agent.destroy()
  }
  await Promise.all(Array.from({ length: readers }, (_, n) => reader(n)))
  return answers
}
