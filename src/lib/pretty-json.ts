import { parse, stringify } from 'lossless-json'
import type { JsonField } from '@/api/fields'

/** A JSON document indented for reading, every number with all the digits it was written with. */
export function prettyJson(document: JsonField): string | null {
  if (document.state === 'absent') return null
  if (document.state === 'invalid') return document.raw
  try {
    return (document.raw !== null ? stringify(parse(document.raw), null, 2) : stringify(document.value, null, 2)) ?? null
  } catch {
    return document.raw ?? String(document.value)
  }
}
