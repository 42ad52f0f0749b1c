import { z } from 'zod'
import type { ApiBases } from '../../config'
import { baseUrlProblem, normalizeBase } from './provider-bases'

/** A key the user brought, with the bases they chose; an unset base means the provider's. */
export interface OwnKeySettings {
  apiKey: string
  bases: Partial<ApiBases>
}

export const OWN_KEY_STORAGE_KEY = 'chainview.own-api-key'

const baseField = z
  .string()
  .optional()
  .transform((value) => (value && baseUrlProblem(value) === null ? normalizeBase(value) : undefined))

const storedSchema = z.object({
  apiKey: z.string().regex(/^[\x21-\x7e]+$/),
  bases: z.object({ evm: baseField, solana: baseField, rpc: baseField }).optional(),
})

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
  const parsed = storedSchema.safeParse(json)
  if (!parsed.success) return null
  const bases = Object.fromEntries(Object.entries(parsed.data.bases ?? {}).filter(([, value]) => value !== undefined)) as Partial<ApiBases>
  return { apiKey: parsed.data.apiKey, bases }
}

/** False when the browser refuses to store it (storage disabled or full). */
export function saveOwnKey(settings: OwnKeySettings, storage: Storage | null = browserStorage()): boolean {
  return safely(() => {
    if (!storage) return false
    storage.setItem(OWN_KEY_STORAGE_KEY, JSON.stringify(settings))
    return true
  }) ?? false
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
