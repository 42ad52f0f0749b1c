import { safeHttpUrl } from './safe-url'

export type SocialSite = 'twitter' | 'instagram'

const SITES: Record<SocialSite, { handle: RegExp; hosts: string[]; profile: (handle: string) => string }> = {
  twitter: { handle: /^@?([A-Za-z0-9_]{1,15})$/, hosts: ['twitter.com', 'x.com'], profile: (handle) => `https://x.com/${handle}` },
  instagram: { handle: /^@?([A-Za-z0-9._]{1,30})$/, hosts: ['instagram.com'], profile: (handle) => `https://www.instagram.com/${handle}/` },
}

/**
 * A social handle from untrusted data as a link to its profile: a bare handle ("@BoredApeYC") or a full profile URL on
 * the site itself. Anything else is not linked.
 */
export function socialProfileUrl(site: SocialSite, value: string | null | undefined): string | null {
  if (!value) return null
  const trimmed = value.trim()
  const { handle, hosts, profile } = SITES[site]
  const bare = handle.exec(trimmed)?.[1]
  if (bare) return profile(bare)
  const url = safeHttpUrl(trimmed)
  if (!url) return null
  const host = new URL(url).hostname.replace(/^(www\.|mobile\.)/, '')
  return hosts.includes(host) ? url : null
}
