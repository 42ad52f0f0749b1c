/**
 * Where the JSON-RPC lookup sends its call: the configured provider (the key, if any, is added by the client and
 * never appears in the app's URL) or a JSON-RPC URL the user typed, kept in this browser's local storage.
 */
export interface RpcEndpointChoice {
  use: 'provider' | 'custom'
  /** the last custom URL entered, kept when the user switches back to the provider */
  customUrl: string | null
}

export const RPC_ENDPOINT_STORAGE_KEY = 'chainview:rpc-endpoint'
export const PROVIDER_ENDPOINT: RpcEndpointChoice = { use: 'provider', customUrl: null }

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Why a typed endpoint cannot be used, or null when it can. `pageProtocol` is the app page's own protocol. */
export function customEndpointProblem(value: string, pageProtocol = 'http:'): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return 'Enter the URL of a JSON-RPC endpoint, e.g. http://127.0.0.1:8545'
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return 'This is not a URL. Enter one like http://127.0.0.1:8545'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http:// and https:// endpoints can be used'
  if (url.username || url.password) return 'A URL with a user name or password cannot be called from the browser; use a URL that carries its key in the path'
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'This page is served over https, so the browser blocks plain http:// endpoints except on this machine (localhost)'
  }
  return null
}

/** The URL the client should POST to, or null for the configured provider. */
export function endpointUrl(choice: RpcEndpointChoice): string | null {
  if (choice.use !== 'custom' || !choice.customUrl || customEndpointProblem(choice.customUrl) !== null) return null
  return new URL(choice.customUrl.trim()).href
}

/** How the endpoint is named on screen: the host only, so a key in a custom URL's path is not displayed. */
export function describeEndpoint(choice: RpcEndpointChoice): string {
  const url = endpointUrl(choice)
  return url ? `custom endpoint ${new URL(url).host}` : 'configured provider'
}

export function parseEndpointChoice(stored: string | null): RpcEndpointChoice {
  if (!stored) return PROVIDER_ENDPOINT
  try {
    const value = JSON.parse(stored) as Partial<RpcEndpointChoice> | null
    const customUrl = typeof value?.customUrl === 'string' && customEndpointProblem(value.customUrl) === null ? value.customUrl.trim() : null
    return { use: value?.use === 'custom' && customUrl ? 'custom' : 'provider', customUrl }
  } catch {
    return PROVIDER_ENDPOINT
  }
}

export function readEndpointChoice(storage: Storage | undefined = globalThis.localStorage): RpcEndpointChoice {
  try {
    return parseEndpointChoice(storage?.getItem(RPC_ENDPOINT_STORAGE_KEY) ?? null)
  } catch {
    return PROVIDER_ENDPOINT
  }
}

export function saveEndpointChoice(choice: RpcEndpointChoice, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(RPC_ENDPOINT_STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // Storage may be blocked; the lookup then uses the provider after a reload.
  }
}
