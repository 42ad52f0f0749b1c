import { useCallback, useSyncExternalStore } from 'react'
import { parseEndpointChoice, PROVIDER_ENDPOINT, RPC_ENDPOINT_STORAGE_KEY, saveEndpointChoice, type RpcEndpointChoice } from '@/lib/rpc-endpoint'

const CHANGE_EVENT = 'chainview:rpc-endpoint-change'

let cached: { raw: string | null; choice: RpcEndpointChoice } = { raw: null, choice: PROVIDER_ENDPOINT }

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(RPC_ENDPOINT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/** The same object while storage holds the same text, as useSyncExternalStore requires. */
function snapshot(): RpcEndpointChoice {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, choice: parseEndpointChoice(raw) }
  return cached.choice
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The endpoint choice kept in local storage, shared by the form and the result page (and other tabs). */
export function useEndpointChoice(): [RpcEndpointChoice, (choice: RpcEndpointChoice) => void] {
  const choice = useSyncExternalStore(subscribe, snapshot, () => PROVIDER_ENDPOINT)
  const save = useCallback((next: RpcEndpointChoice) => {
    saveEndpointChoice(next)
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }, [])
  return [choice, save]
}
