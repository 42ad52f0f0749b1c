import type { ApiBases } from '@/config'

/** The public provider's addresses, used for a brought-in key where the user leaves a base empty. */
export const PROVIDER_BASES: ApiBases = {
  evm: 'https://deep-index.moralis.io',
  solana: 'https://solana-gateway.moralis.io',
  rpc: 'https://site1.moralis-nodes.com',
  // Not asked with a brought-in key (src/lib/verified-sources/use-verified-decoding.ts): Sourcify goes through the server.
  sourcify: 'https://sourcify.dev/server',
}

export const BASE_LABELS: Record<Exclude<keyof ApiBases, 'sourcify'>, string> = {
  evm: 'EVM API address',
  solana: 'Solana API address',
  rpc: 'JSON-RPC address',
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why a base address cannot carry a key, or null when it can. Plain http is allowed to this computer only. */
export function baseUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'is not a web address (it should start with https://)'
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\./.test(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return 'must start with https:// (http:// only for this computer), so the key is not sent in the clear'
  if (url.username || url.password || url.search || url.hash) return 'must not hold a user name, a query or a #fragment'
  return null
}

/** The address as the client joins paths to it: no trailing slash. */
export function normalizeBase(value: string): string {
  const url = new URL(value)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
