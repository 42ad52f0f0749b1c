import { http, HttpResponse } from 'msw'
import { getIpfsGateway } from '../../src/config'

/** The fixtures' made-up image hosts; media.invalid stays unreachable, for the fallback tests. */
const FIXTURE_IMAGE_HOSTS = /^https:\/\/(logos|entities-logos|media|i\.seadn|nft-preview-media)\.example\.org\/.+\.(png|jpe?g|gif|svg|webp)$/i

function hue(text: string): number {
  let hash = 0
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0
  return hash % 360
}

/** A small generated picture in place of the real one, so fixture pages show media without the network. */
function placeholderImage(url: string): HttpResponse<string> {
  const base = hue(url)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${base} 55% 42%)"/><circle cx="60" cy="52" r="30" fill="hsl(${(base + 140) % 360} 60% 62%)"/><rect x="22" y="88" width="76" height="14" rx="7" fill="hsl(${(base + 220) % 360} 50% 70%)"/></svg>`
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' } })
}

export const mediaHandlers = [
  http.get(FIXTURE_IMAGE_HOSTS, ({ request }) => placeholderImage(request.url)),
  http.get(`${getIpfsGateway()}*`, ({ request }) => (/\.(mp4|webm|mp3|wav|ogg|glb|gltf|html)$/i.test(request.url) ? undefined : placeholderImage(request.url))),
]
