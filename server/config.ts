/**
 * The live proxy's settings, read from the environment when `vite dev` or `vite preview` starts, so one build
 * serves fixtures (no API_KEY) and live data (API_KEY set). Nothing here reaches the browser bundle.
 */
/** The same-origin paths the browser calls (src/config.ts PROXY_BASES) all start with this. */
export const PROXY_PREFIX = '/proxy/'

export interface UpstreamBases {
  /** EVM REST, the part before /api/v2.2 */
  evm: string
  solana: string
  rpc: string
  /** Sourcify's server, keyless: contract lookups and the signature database */
  sourcify: string
}

export interface LiveServerConfig {
  /** null runs the app on fixtures */
  apiKey: string | null
  bases: UpstreamBases
}

export const PROVIDER_BASES: UpstreamBases = {
  evm: 'https://deep-index.moralis.io',
  solana: 'https://solana-gateway.moralis.io',
  rpc: 'https://site1.moralis-nodes.com',
  sourcify: 'https://sourcify.dev/server',
}

const BASE_VARIABLES: Record<keyof UpstreamBases, string> = {
  evm: 'API_BASE_URL',
  solana: 'SOLANA_API_BASE_URL',
  rpc: 'RPC_BASE_URL',
  sourcify: 'SOURCIFY_BASE_URL',
}

export type Environment = Record<string, string | undefined>

/** Throws an Error naming the variable at fault; the message never holds the key. */
export function readLiveServerConfig(env: Environment): LiveServerConfig {
  return {
    apiKey: readApiKey(env.API_KEY),
    bases: {
      evm: readBase(env, 'evm'),
      solana: readBase(env, 'solana'),
      rpc: readBase(env, 'rpc'),
      sourcify: readBase(env, 'sourcify'),
    },
  }
}

function readApiKey(value: string | undefined): string | null {
  const key = value?.trim() ?? ''
  if (key === '') return null
  // The key travels in a header and in a URL path segment; anything outside this set would corrupt either.
  if (!/^[\x21-\x7e]+$/.test(key)) throw new Error('API_KEY holds spaces or characters that cannot be sent in a header')
  return key
}

function readBase(env: Environment, which: keyof UpstreamBases): string {
  const name = BASE_VARIABLES[which]
  const value = env[name]?.trim() ?? ''
  if (value === '') return PROVIDER_BASES[which]
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`)
  if (url.username || url.password || url.search || url.hash) throw new Error(`${name} must not hold credentials, a query or a fragment`)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
