import { OPERATION_LIST } from '../src/api/operations'
import { schemaFields } from '../src/api/schema-fields'
import { HOSTILE } from './fixtures/random'

/**
 * Hostile data mode: every fixture answer is rewritten before it is sent. Each free-text field holds markup, script
 * and direction tricks (a few of them 100 KB long), each URL field a javascript:, data: or vbscript: URL, and NFT
 * metadata becomes deeply nested hostile JSON. The fields the views route and page on — addresses, hashes, token ids,
 * cursors, block numbers, amounts, prices, times, enumerations — keep their values, so every page still renders and
 * pages on; which fields those are, the schemas say. A test (or a developer in dev tools) sets this sessionStorage key to '1'; Node tests call setHostileData.
 */
export const HOSTILE_DATA_KEY = 'chainview:fixture-hostile'

/** Every one sets window.__pwned (some also open a dialog) if it is ever run as markup or script. */
export const HOSTILE_TEXTS = [
  HOSTILE.script,
  `<img src=x onerror="window.__pwned=true;alert('pwned')">`,
  `<b>bold</b><a href="javascript:window.__pwned=true">click me</a>`,
  `\u202Egnp.exe\u202C <svg/onload=window.__pwned=true>`,
  `"><iframe srcdoc="<script>parent.__pwned=true</script>"></iframe>`,
  `<style>body{display:none}</style><details open ontoggle="window.__pwned=true">`,
] as const

export const HOSTILE_URLS = [
  HOSTILE.javascriptUrl,
  'JaVaScRiPt:window.__pwned=true;alert(document.domain)',
  ' \tjavascript:window.__pwned=true',
  HOSTILE.dataUrl,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=true"/>`,
  HOSTILE.vbscriptUrl,
] as const

export const LONG_TEXT_LENGTH = 100 * 1024

/** One unbreakable 100 KB word, so only wrapping or cutting keeps the layout. */
export const LONG_HOSTILE_TEXT = `${HOSTILE.script}${'W'.repeat(LONG_TEXT_LENGTH - HOSTILE.script.length)}`

export const METADATA_DEPTH = 200

/**
 * Read from the operations' schemas (src/api/schema-fields.ts): a field declared `freeText` anywhere is filled with
 * hostile text (a URL field with a hostile URL), even where the fixture has none; every other field the schemas name
 * keeps its value, so the views still route, page and compute; any string no schema names is hostile too.
 */
const FIELDS = OPERATION_LIST.reduce((fields, operation) => schemaFields(operation.schema, fields), {
  free: new Set<string>(),
  documents: new Set<string>(),
  kept: new Set<string>(),
})
const TEXT_KEYS = FIELDS.free
const KEPT_KEYS = new Set([...FIELDS.kept].filter((key) => !TEXT_KEYS.has(key)))
const METADATA_KEYS = FIELDS.documents

/** The fields that get the 100 KB string (the first of each in a response): the names a heading, row or card shows first. */
const LONG_KEYS = new Set(['token_name', 'name', 'description', 'pairLabel', 'to_address_label', 'collection_category'])

const URL_KEY = /(logo|image|banner|url|uri|link)$/i

let enabled = false

/** Node tests switch the mode here; browsers read it from sessionStorage. */
export function setHostileData(on: boolean): void {
  enabled = on
}

export function hostileDataOn(): boolean {
  if (enabled) return true
  try {
    return globalThis.sessionStorage?.getItem(HOSTILE_DATA_KEY) === '1'
  } catch {
    return false
  }
}

type Json = unknown

interface Payloads {
  text(key: string): string
  url(): string
}

/**
 * Hands out the payloads in turn, so neighbouring fields and rows get different ones, the same way on every run. The
 * first of each long field in a response gets the 100 KB string: once is enough to test layout, and a page of them
 * would only make the suite slow.
 */
function payloads(): Payloads {
  let texts = 0
  let urls = 0
  const long = new Set<string>()
  return {
    text: (key) => {
      if (LONG_KEYS.has(key) && !long.has(key)) {
        long.add(key)
        return LONG_HOSTILE_TEXT
      }
      return HOSTILE_TEXTS[texts++ % HOSTILE_TEXTS.length] as string
    },
    url: () => HOSTILE_URLS[urls++ % HOSTILE_URLS.length] as string,
  }
}

/** The response body as hostile data would have it (see the module comment); the input is not changed. */
export function makeHostile(body: Json): Json {
  const take = payloads()
  const rewritten = rewrite(body, '', take, false)
  return isRpcAnswer(rewritten) ? withRpcExtras(rewritten, take) : rewritten
}

/** Inside a metadata document nothing is kept: every string there is the token creator's. */
function rewrite(value: Json, key: string, take: Payloads, inDocument: boolean): Json {
  if (METADATA_KEYS.has(key) && !inDocument) return hostileMetadata(value, take)
  if (Array.isArray(value)) return value.map((item) => rewrite(item, key, take, inDocument))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, rewrite(item, name, take, inDocument)]))
  if (KEPT_KEYS.has(key) && !inDocument) return value
  const isUrl = URL_KEY.test(key)
  if (typeof value === 'string' || (value === null && (isUrl || TEXT_KEYS.has(key)))) return isUrl ? take.url() : take.text(key)
  return value
}

/** Metadata as a string stays a string, as an object an object; none stays none (the token is not indexed yet). */
function hostileMetadata(value: Json, take: Payloads): Json {
  if (value === null || value === undefined || value === '') return value
  if (typeof value !== 'string') return hostileDocument(value, take)
  return JSON.stringify(hostileDocument(parseOrNull(value), take))
}

const EMPTY_DOCUMENT = { name: null, description: null, image: null, animation_url: null, external_url: null, attributes: [] }

function hostileDocument(original: Json, take: Payloads): Record<string, Json> {
  const rewritten = rewrite(isObject(original) ? original : EMPTY_DOCUMENT, '', take, true) as Record<string, Json>
  const attributes = Array.isArray(rewritten.attributes) ? rewritten.attributes : []
  return {
    ...rewritten,
    attributes: [...attributes, { trait_type: take.text('trait_type'), value: nested(METADATA_DEPTH, take) }],
    nested: nested(METADATA_DEPTH, take),
  }
}

/** `depth` levels of objects, each with a hostile note and a hostile link. */
function nested(depth: number, take: Payloads): Json {
  let node: Record<string, Json> = { level: depth, note: take.text('note') }
  for (let level = depth - 1; level >= 1; level -= 1) node = { level, note: take.text('note'), link: take.url(), child: node }
  return node
}

function isRpcAnswer(value: Json): value is Record<string, Json> & { result: Record<string, Json> } {
  return isObject(value) && 'jsonrpc' in value && isObject(value.result)
}

/** A node's transaction is all quantities and hashes; its only free text is a field the API does not list. */
function withRpcExtras(answer: Record<string, Json> & { result: Record<string, Json> }, take: Payloads): Json {
  return { ...answer, result: { ...answer.result, note: LONG_HOSTILE_TEXT, label: take.text('label'), explorerUrl: take.url() } }
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseOrNull(text: string): Json {
  try {
    return JSON.parse(text) as Json
  } catch {
    return null
  }
}
