import type { ApiBases } from '@/config'
import type { OwnKeySettings } from '@/lib/api-settings/own-key-storage'
import { BASE_LABELS, baseUrlProblem, normalizeBase } from '@/lib/api-settings/provider-bases'

export interface OwnKeyFormValues extends Omit<ApiBases, 'sourcify'> {
  apiKey: string
}

export type OwnKeyFormProblems = Partial<Record<keyof OwnKeyFormValues, string>>

export type OwnKeyFormResult = { ok: true; settings: OwnKeySettings } | { ok: false; problems: OwnKeyFormProblems }

const BASE_FIELDS = ['evm', 'solana', 'rpc'] as const

/** Checks what the user typed; an empty key keeps the saved one, an empty base means the provider's. */
export function readOwnKeyForm(values: OwnKeyFormValues, savedKey: string | null): OwnKeyFormResult {
  const problems: OwnKeyFormProblems = {}
  const typedKey = values.apiKey.trim()
  const apiKey = typedKey === '' ? savedKey : typedKey
  if (!apiKey) problems.apiKey = 'Enter your API key.'
  else if (!/^[\x21-\x7e]+$/.test(apiKey)) problems.apiKey = 'An API key has no spaces or special characters; check what was pasted.'

  const bases: Partial<ApiBases> = {}
  for (const field of BASE_FIELDS) {
    const value = values[field].trim()
    if (value === '') continue
    const problem = baseUrlProblem(value)
    if (problem) problems[field] = `The ${BASE_LABELS[field]} ${problem}.`
    else bases[field] = normalizeBase(value)
  }
  if (!apiKey || Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, settings: { apiKey, bases } }
}

/** The last characters of a key, enough to recognise it without showing it. */
export function keyHint(apiKey: string): string {
  return apiKey.length <= 8 ? '…' : `…${apiKey.slice(-4)}`
}
