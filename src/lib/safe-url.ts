import { getIpfsGateway } from '@/config'

/** An http(s) URL from untrusted data, or null: javascript:, data:, vbscript: and anything else never become links. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
}

/** Rewrites ipfs://CID/path, ipfs://ipfs/CID and bare /ipfs/CID paths to the configured HTTP gateway. */
export function resolveIpfs(value: string, gateway: string = getIpfsGateway()): string | null {
  const trimmed = value.trim()
  const ipfsScheme = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(trimmed)
  if (ipfsScheme?.[1]) return `${gateway}${ipfsScheme[1]}`
  const ipfsPath = /^\/?ipfs\/(.+)$/i.exec(trimmed)
  if (ipfsPath?.[1]) return `${gateway}${ipfsPath[1]}`
  return null
}

/** A URL safe to load as an image or media source: http(s), or ipfs through the gateway. */
export function safeMediaUrl(value: string | null | undefined, gateway?: string): string | null {
  if (!value) return null
  return resolveIpfs(value, gateway) ?? safeHttpUrl(value)
}
