import type { JsonField } from '@/api/fields'
import { tryParseJson } from '@/api/json'
import { resolveIpfs, safeHttpUrl } from './safe-url'

/** What a token URI is, and the only form of it the page may use. */
export type TokenUri =
  | { kind: 'none' }
  /** an http(s) or ipfs URL, as a web address (ipfs through the gateway) */
  | { kind: 'web'; url: string }
  /** a data: URL carrying JSON; decoded, never linked or framed */
  | { kind: 'data-json'; document: JsonField }
  /** anything else: a data: URL of another type, javascript:, vbscript:, a bare string */
  | { kind: 'unusable' }

const DATA_URL = /^data:([^,]*),(.*)$/is

function decodeBase64Utf8(text: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(text.replace(/\s+/g, '')), (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // Token URIs often carry raw JSON that was never percent-encoded; a stray % is part of the text then.
    return text
  }
}

/** The JSON inside a data: URL (base64 or plain), or null when the URL is not a JSON data: URL. */
export function decodeJsonDataUrl(value: string): JsonField | null {
  const match = DATA_URL.exec(value.trim())
  if (!match) return null
  const [mediaType = '', ...parameters] = (match[1] ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (mediaType !== 'application/json' && mediaType !== 'text/plain' && mediaType !== '') return null
  const payload = match[2] ?? ''
  const text = parameters.includes('base64') ? decodeBase64Utf8(payload) : decodePercent(payload)
  if (text === null) return { state: 'invalid', raw: payload.slice(0, 2000), error: 'the base64 payload does not decode to UTF-8 text' }
  if (text.trim() === '') return { state: 'absent' }
  const parsed = tryParseJson(text)
  return parsed.ok ? { state: 'parsed', value: parsed.value, raw: text } : { state: 'invalid', raw: text, error: parsed.error }
}

export function readTokenUri(value: string | null, gateway?: string): TokenUri {
  if (!value) return { kind: 'none' }
  const document = decodeJsonDataUrl(value)
  if (document) return { kind: 'data-json', document }
  const url = resolveIpfs(value, gateway) ?? safeHttpUrl(value)
  return url ? { kind: 'web', url } : { kind: 'unusable' }
}
