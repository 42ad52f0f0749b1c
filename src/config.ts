/**
 * What the app learns at run time, so one build serves fixtures and live data: the server
 * (vite dev/preview or nginx) writes the mode into index.html's `chainview-mode` meta tag.
 */
export type DataMode = 'fixtures' | 'live'

export interface ApiBases {
  /** EVM REST, the part before /api/v2.2 */
  evm: string
  solana: string
  rpc: string
  /** Sourcify's server (verified ABIs, the signature database), keyless: reached only through the server's proxy */
  sourcify: string
}

export interface ApiConfig {
  mode: DataMode
  bases: ApiBases
  /** Only set when the user brought their own key; a server-side key never reaches the browser. */
  apiKey: string | null
}

/** Same-origin paths that MSW answers on fixtures and the server's proxy forwards in live mode. */
export const PROXY_BASES: ApiBases = {
  evm: '/proxy/evm',
  solana: '/proxy/solana',
  rpc: '/proxy/rpc',
  sourcify: '/proxy/sourcify',
}

export function readDataMode(doc: Document | undefined = globalThis.document): DataMode {
  const content = doc?.querySelector('meta[name="chainview-mode"]')?.getAttribute('content')
  return content === 'live' ? 'live' : 'fixtures'
}

let current: ApiConfig = { mode: readDataMode(), bases: PROXY_BASES, apiKey: null }

export function getApiConfig(): ApiConfig {
  return current
}

export function setApiConfig(next: ApiConfig): void {
  current = next
}

const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

export function getIpfsGateway(): string {
  return ipfsGatewayFrom(import.meta.env.VITE_IPFS_GATEWAY as string | undefined)
}

/** VITE_IPFS_GATEWAY as the app and the server's link previews use it: an http(s) base ending in "/". */
export function ipfsGatewayFrom(configured: string | undefined): string {
  return configured && /^https?:\/\//.test(configured) ? configured.replace(/\/?$/, '/') : DEFAULT_IPFS_GATEWAY
}
