import { keccak256, stringToBytes, type AbiParameter, type Hex } from 'viem'
import type { NameSource } from '@/lib/abi-decode/name-source'
import type { TextSignature } from './text-signature'
import { parseTextSignature } from './text-signature'

/** One function, event or error a later source declares, with where its name comes from. */
export interface SourcedItem {
  type: 'function' | 'event' | 'error'
  name: string
  inputs: readonly AbiParameter[]
  nameSource: NameSource
}

/** Declarations by selector (functions, errors) or topic0 (events), in the order their source gave them. */
export interface SignatureLayer {
  functions: Map<string, SourcedItem[]>
  events: Map<string, SourcedItem[]>
  errors: Map<string, SourcedItem[]>
}

export const emptyLayer = (): SignatureLayer => ({ functions: new Map(), events: new Map(), errors: new Map() })

const NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/
const TYPE =
  /^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple)((\[[0-9]*\])*)$/
const MAX_INPUTS = 32
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A parameter of a verified ABI as untrusted JSON: kept only with a known type, a short plain name and sane nesting. */
function verifiedParameter(raw: unknown, depth: number): AbiParameter | null {
  if (!isRecord(raw) || typeof raw.type !== 'string' || !TYPE.test(raw.type)) return null
  const name = typeof raw.name === 'string' && NAME.test(raw.name) ? raw.name : ''
  const indexed = raw.indexed === true ? { indexed: true } : {}
  if (!raw.type.startsWith('tuple')) return { name, type: raw.type, ...indexed }
  if (depth > 4 || !Array.isArray(raw.components) || raw.components.length === 0) return null
  const components = verifiedParameters(raw.components, depth + 1)
  return components && { name, type: raw.type, components, ...indexed }
}

function verifiedParameters(raw: unknown, depth: number): AbiParameter[] | null {
  if (!Array.isArray(raw) || raw.length > MAX_INPUTS) return null
  const parsed = raw.map((item) => verifiedParameter(item, depth))
  return parsed.every((item): item is AbiParameter => item !== null) ? parsed : null
}

/** The canonical type of a parameter, tuples spelled out: what the selector is the hash of. */
function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type
  const components = 'components' in parameter ? parameter.components : []
  return `(${components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`
}

export function selectorOf(item: { type: SourcedItem['type']; name: string; inputs: readonly AbiParameter[] }): Hex {
  const hash = keccak256(stringToBytes(`${item.name}(${item.inputs.map(canonicalType).join(',')})`))
  return item.type === 'event' ? hash : (hash.slice(0, 10) as Hex)
}

function add(layer: SignatureLayer, item: SourcedItem): void {
  const group = item.type === 'function' ? layer.functions : item.type === 'event' ? layer.events : layer.errors
  const key = selectorOf(item)
  group.set(key, [...(group.get(key) ?? []), item])
}

/** Adds a verified ABI's functions, events (not anonymous ones) and errors to the layer, each named from that contract. */
export function addVerifiedAbi(layer: SignatureLayer, abi: unknown, nameSource: NameSource): void {
  if (!Array.isArray(abi)) return
  for (const raw of abi) {
    if (!isRecord(raw) || typeof raw.name !== 'string' || !NAME.test(raw.name) || raw.anonymous === true) continue
    if (raw.type !== 'function' && raw.type !== 'event' && raw.type !== 'error') continue
    const inputs = verifiedParameters(raw.inputs ?? [], 0)
    if (inputs) add(layer, { type: raw.type, name: raw.name, inputs, nameSource })
  }
}

const DATABASE: NameSource = { kind: 'database' }
/** An event's text signature says nothing of which parameters are indexed: each layout is tried, up to these bounds. */
const MAX_EVENT_PARAMETERS = 8
const MAX_INDEXED = 3

function indexedLayouts(signature: TextSignature): AbiParameter[][] {
  const count = signature.inputs.length
  if (count > MAX_EVENT_PARAMETERS) return []
  const layouts: AbiParameter[][] = []
  for (let mask = 0; mask < 1 << count; mask++) {
    let indexed = 0
    for (let bit = mask; bit > 0; bit >>= 1) indexed += bit & 1
    if (indexed > MAX_INDEXED) continue
    layouts.push(signature.inputs.map((input, at) => ({ ...input, ...(mask & (1 << at) ? { indexed: true } : {}) })))
  }
  return layouts
}

/**
 * Adds the signature database's text signatures for a selector or topic0: kept only where the text hashes to the key
 * it was listed under, so a wrong or hostile entry cannot name another selector.
 */
export function addDatabaseSignatures(layer: SignatureLayer, kind: 'function' | 'event' | 'error', key: string, texts: readonly string[]): void {
  for (const text of texts) {
    const signature = parseTextSignature(text)
    if (!signature || selectorOf({ type: kind, ...signature }) !== key.toLowerCase()) continue
    if (kind !== 'event') add(layer, { type: kind, ...signature, nameSource: DATABASE })
    else for (const inputs of indexedLayouts(signature)) add(layer, { type: 'event', name: signature.name, inputs, nameSource: DATABASE })
  }
}
