import type { ApiBases } from '@/config'
import { baseUrlProblem, normalizeBase } from './provider-bases'

/** A key the user brought, with the bases they chose; an unset base means the provider's. */
export interface OwnKeySettings {
  apiKey: string
  bases: Partial<ApiBases>
}

export const OWN_KEY_STORAGE_KEY = 'chainview.own-api-key'

// Read by hand rather than with a schema library: this runs at startup, before any page needs one.
function readBase(value: unknown): string | undefined {
  return typeof value === 'string' && baseUrlProblem(value) === null ? normalizeBase(value) : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readOwnKey(storage: Storage | null = browserStorage()): OwnKeySettings | null {
  const raw = safely(() => storage?.getItem(OWN_KEY_STORAGE_KEY) ?? null)
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(json) || typeof json.apiKey !== 'string' || !/^[\x21-\x7e]+$/.test(json.apiKey)) return null
  const stored = isRecord(json.bases) ? json.bases : {}
  const bases: Partial<ApiBases> = {}
  for (const name of ['evm', 'solana', 'rpc'] as const) {
    const base = readBase(stored[name])
    if (base) bases[name] = base
  }
  return { apiKey: json.apiKey, bases }
}

/** False when the browser refuses to store it (storage disabled or full). */
export function saveOwnKey(settings: OwnKeySettings, storage: Storage | null = browserStorage()): boolean {
  return (
    safely(() => {
      if (!storage) return false
      storage.setItem(OWN_KEY_STORAGE_KEY, JSON.stringify(settings))
      return true
    }) ?? false
  )
}

export function removeOwnKey(storage: Storage | null = browserStorage()): void {
  safely(() => storage?.removeItem(OWN_KEY_STORAGE_KEY))
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action()
  } catch {
    return undefined
  }
}
