// What the link-preview renderer adds to a deep link's HTML through nginx when its data is already in the shared
// cache: the median time of the page with its preview tags against the plain index.html, in the same run.

const SAMPLES = 15
// The transaction view's own deep link: the benchmark's cold loads have put its data in the cache.
const DEEP_LINK = '/eth/tx/0x6b1f0c9a3e5d7b9f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b70'

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function timedPage(url) {
  const started = performance.now()
  const html = await (await fetch(url, { headers: { 'user-agent': 'Twitterbot/1.0', accept: 'text/html' } })).text()
  return { ms: performance.now() - started, html }
}

export async function measureLinkPreview(origin) {
  const first = await timedPage(`${origin}${DEEP_LINK}`)
  if (!first.html.includes('og:title')) throw new Error(`${DEEP_LINK} came without preview tags: is the renderer running?`)
  const pages = []
  const plain = []
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    pages.push((await timedPage(`${origin}${DEEP_LINK}`)).ms)
    plain.push((await timedPage(`${origin}/index.html`)).ms)
  }
  const pageMs = Math.round(median(pages) * 10) / 10
  const plainMs = Math.round(median(plain) * 10) / 10
  return {
    path: DEEP_LINK,
    samples: SAMPLES,
    title: /<title>([^<]*)<\/title>/.exec(first.html)?.[1] ?? null,
    pageMs,
    plainMs,
    addedMs: Math.round((pageMs - plainMs) * 10) / 10,
  }
}
