import { useSyncExternalStore } from 'react'
import { getApiConfig, PROXY_BASES, setApiConfig, type ApiConfig, type DataMode } from '@/config'
import { readOwnKey, type OwnKeySettings } from './own-key-storage'
import { PROVIDER_BASES } from './provider-bases'

/** Where the data comes from: fixtures, the server's key through its proxy, or the user's own key. */
export type DataSource = 'fixtures' | 'server-key' | 'own-key'

/** A server-side key wins: in live mode the browser always goes through the proxy and never sends a key. */
export function configFor(mode: DataMode, ownKey: OwnKeySettings | null): ApiConfig {
  if (mode === 'live' || !ownKey) return { mode, bases: PROXY_BASES, apiKey: null }
  return { mode, bases: { ...PROVIDER_BASES, ...ownKey.bases }, apiKey: ownKey.apiKey }
}

export function dataSourceOf(config: ApiConfig): DataSource {
  if (config.mode === 'live') return 'server-key'
  return config.apiKey ? 'own-key' : 'fixtures'
}

const listeners = new Set<() => void>()

/** Applies a brought-in key (or its removal) to every request from now on. */
export function applyOwnKey(ownKey: OwnKeySettings | null): void {
  setApiConfig(configFor(getApiConfig().mode, ownKey))
  listeners.forEach((listener) => listener())
}

/** At startup: the key saved in this browser, if any, unless the server has its own. */
export function applySavedOwnKey(): void {
  applyOwnKey(readOwnKey())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useApiConfig(): ApiConfig {
  return useSyncExternalStore(subscribe, getApiConfig, getApiConfig)
}
