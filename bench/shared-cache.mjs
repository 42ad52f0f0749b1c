// What nginx's shared cache saves the key's owner, measured through the deployment: the upstream requests a crowd of
// concurrent visitors of one link causes, and how much sooner a cached answer comes than one fetched upstream.

const CROWD = 100
const SAMPLES = 15
// The fixtures' token: each page size is its own answer, so each first request is a miss and its repeat a hit (sizes
// no view asks for: the transaction view asks for one transfer of each token it shows).
const TRANSFERS = '/proxy/evm/api/v2.2/erc20/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48/transfers?chain=eth'
// A transaction no view of the benchmark opens, so the crowd meets an empty cache.
const CROWD_PATH = '/proxy/evm/api/v2.2/transaction/0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70?chain=eth'

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return { ms: performance.now() - started, cache: response.headers.get('x-cache-status') }
}

/** `upstreamCount(pathAndQuery)` says how many requests for a proxy path reached the fixture upstream. */
export async function measureSharedCache(origin, upstreamCount) {
  const crowd = await Promise.all(Array.from({ length: CROWD }, () => fetch(`${origin}${CROWD_PATH}`).then((response) => response.status)))
  const crowdUpstreamRequests = upstreamCount(CROWD_PATH)
  if (crowdUpstreamRequests === 0) throw new Error(`no request for ${CROWD_PATH} reached the fixture upstream: the count is not measuring`)
  const misses = []
  const hits = []
  for (let sample = 1; sample <= SAMPLES; sample += 1) {
    const url = `${origin}${TRANSFERS}&limit=${80 + sample}`
    const miss = await timed(url)
    const hit = await timed(url)
    if (miss.cache !== 'MISS' || hit.cache !== 'HIT') throw new Error(`expected a miss then a hit for ${url}, got ${miss.cache} then ${hit.cache}`)
    misses.push(miss.ms)
    hits.push(hit.ms)
  }
  const missMs = Math.round(median(misses) * 10) / 10
  const hitMs = Math.round(median(hits) * 10) / 10
  return {
    crowdVisitors: CROWD,
    crowdAnswered: crowd.filter((status) => status === 200).length,
    crowdUpstreamRequests,
    samples: SAMPLES,
    missMs,
    hitMs,
    hitToMissRatio: Math.round((hitMs / missMs) * 100) / 100,
  }
}
